// SPDX-FileCopyrightText: GPU Capacity Planner contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "views/export/ExportDialog.h"

#include "data/store/Settings.h"
#include "model/plan/Launch.h"
#include "views/main/Theme.h"

#include "data/export/Exporters.h"
#include "data/export/SubmitTargets.h"
#include "render/PdfReport.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDate>
#include <QDialogButtonBox>
#include <QDir>
#include <QDoubleSpinBox>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QGridLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QMessageBox>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QRegularExpression>
#include <QScrollArea>
#include <QSpinBox>
#include <QToolButton>
#include <QVBoxLayout>

#include <algorithm>
#include <cmath>

namespace capplan::views {

namespace {

const QString kInvalidStyle = QStringLiteral("border: 2px solid #d32f2f; border-radius: 3px;");
// Lines of text the summary and the issues have below the files before they scroll.
constexpr int kMessageLines = 5;

QString q(const std::string &s)
{
    return QString::fromStdString(s);
}

// "name = value" per line; blank lines are skipped. Lines without "=" come back in `bad`.
std::map<std::string, std::string> parsePairs(const QString &text, QStringList &bad)
{
    std::map<std::string, std::string> out;
    for (const QString &raw : text.split(QLatin1Char('\n'))) {
        const QString line = raw.trimmed();
        if (line.isEmpty()) {
            continue;
        }
        const qsizetype eq = line.indexOf(QLatin1Char('='));
        if (eq <= 0) {
            bad.append(line);
            continue;
        }
        out[line.left(eq).trimmed().toStdString()] = line.mid(eq + 1).trimmed().toStdString();
    }
    return out;
}

QString pairsText(const std::map<std::string, std::string> &pairs)
{
    QStringList lines;
    for (const auto &[key, value] : pairs) {
        lines.append(q(key) + QStringLiteral(" = ") + q(value));
    }
    return lines.join(QLatin1Char('\n'));
}

} // namespace

ExportDialog::ExportDialog(const model::PlanSpec &spec, const model::Evaluation &evaluation,
                           const model::Catalog &catalog, const QString &suggestedFolder, data::Settings &settings,
                           QWidget *parent)
    : QDialog(parent)
    , m_settings(settings)
    , m_spec(spec)
    , m_evaluation(evaluation)
    , m_catalog(catalog)
{
    setObjectName(QStringLiteral("exportDialog"));
    buildUi();
    retranslateUi();
    // The launcher follows the layout's stack unless the plan names one (model::stackLauncher), so
    // a DeepSpeed plan opens with DeepSpeed and its ds_config.json ticked; where the planner chose
    // the layouts, the recommended option's (model::withOptionLayout, what the exports carry).
    model::JobSettings initial = spec.azureml.value_or(data::Exporters::jobDefaults(spec, evaluation));
    initial.launcher = model::stackLauncher(model::withOptionLayout(spec, evaluation, std::nullopt), initial.launcher);
    setSettings(initial);
    const QString last = m_settings.exportFolder();
    m_folder->setText(QDir::toNativeSeparators(!last.isEmpty() && QFileInfo(last).isDir() ? last : suggestedFolder));
    // An unnamed plan's files are named after what it trains (model::exportName), like its job.
    m_baseName->setText(fileStem(q(model::exportName(model::withOptionLayout(spec, evaluation, std::nullopt)))));
    validateNow();
}

ExportDialog::~ExportDialog() = default;

QString ExportDialog::fileStem(const QString &planName)
{
    // White space, control characters and what Windows refuses in a name; a run of them, with the
    // hyphens next to it, becomes one '-': "a - b" → "a-b".
    static const QString refusedCharacters = QStringLiteral("\\s<>:\"/\\\\|?*\\x00-\\x1f\\x7f");
    static const QRegularExpression refused(QStringLiteral("[-%1]*[%1][-%1]*").arg(refusedCharacters),
                                            QRegularExpression::UseUnicodePropertiesOption);
    // No hidden file (".plan"), no stem taken for an option ("-plan"), no trailing dot (Windows drops it).
    static const QRegularExpression ends(QStringLiteral("^[-.]+|[-.]+$"));
    static const QRegularExpression device(QStringLiteral("^(con|prn|aux|nul|com[0-9]|lpt[0-9])(\\.|$)"),
                                           QRegularExpression::CaseInsensitiveOption);
    QString stem = planName;
    stem.replace(refused, QStringLiteral("-"));
    stem.remove(ends);
    if (stem.size() > kMaxFileStemLength) {
        stem.truncate(kMaxFileStemLength);
        if (stem.back().isHighSurrogate()) {
            stem.chop(1);
        }
        stem.remove(ends);
    }
    if (stem.isEmpty()) {
        return QStringLiteral("plan");
    }
    if (device.match(stem).hasMatch()) {
        stem.prepend(QStringLiteral("plan-"));
    }
    return stem;
}

void ExportDialog::buildUi()
{
    auto *azure = new QGroupBox(this);
    azure->setObjectName(QStringLiteral("azureGroup"));
    auto *form = new QFormLayout(azure);
    form->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);

    m_nodes = new QComboBox(azure);
    m_nodes->setObjectName(QStringLiteral("exportNodes"));
    const auto recommended = m_evaluation.recommendation.nodes();
    for (const model::OptionRow &row : m_evaluation.options) {
        const QString count = row.nodes == 1 ? tr("1 node") : tr("%1 nodes").arg(row.nodes);
        const QString text =
            recommended && *recommended == row.nodes ? tr("%1 (recommended)").arg(count) : count;
        m_nodes->addItem(tr("%1 — %2, %3").arg(text, m_texts.hours(row.wallClockHours), m_texts.money(row.cost, m_evaluation.currency)),
                         row.nodes);
        if (recommended && *recommended == row.nodes) {
            m_nodes->setCurrentIndex(m_nodes->count() - 1);
        }
    }
    const auto line = [&](const char *name, const char *path) {
        auto *edit = new QLineEdit(azure);
        edit->setObjectName(QString::fromLatin1(name));
        m_fieldPaths.insert(edit, QString::fromLatin1(path));
        connect(edit, &QLineEdit::textChanged, this, &ExportDialog::validateNow);
        return edit;
    };
    m_cluster = line("clusterName", "azureml.cluster_name");
    m_experiment = line("experimentName", "azureml.experiment_name");
    m_displayName = line("displayName", "azureml.display_name");
    m_code = line("codeFolder", "azureml.code");
    m_command = line("command", "azureml.command");
    m_checkpointArgument = line("checkpointArgument", "azureml.checkpoint_argument");
    m_environment = line("environment", "azureml.environment");
    m_datastore = line("datastore", "azureml.datastore");
    m_checkpointPath = line("checkpointPath", "azureml.checkpoint_path");
    m_distribution = new QComboBox(azure);
    m_distribution->setObjectName(QStringLiteral("distribution"));
    for (auto type : {model::DistributionType::PyTorch, model::DistributionType::Mpi, model::DistributionType::TensorFlow}) {
        m_distribution->addItem(QString(), static_cast<int>(type));
    }
    connect(m_distribution, &QComboBox::currentIndexChanged, this, &ExportDialog::validateNow);
    m_inputs = new QPlainTextEdit(azure);
    m_inputs->setObjectName(QStringLiteral("inputs"));
    m_inputs->setTabChangesFocus(true);
    m_inputs->setFixedHeight(m_inputs->fontMetrics().lineSpacing() * 3 + 12);
    m_fieldPaths.insert(m_inputs, QStringLiteral("azureml.inputs"));
    connect(m_inputs, &QPlainTextEdit::textChanged, this, &ExportDialog::validateNow);
    m_environmentVariables = new QPlainTextEdit(azure);
    m_environmentVariables->setObjectName(QStringLiteral("environmentVariables"));
    m_environmentVariables->setTabChangesFocus(true);
    m_environmentVariables->setFixedHeight(m_inputs->height());
    m_fieldPaths.insert(m_environmentVariables, QStringLiteral("azureml.environment_variables"));
    connect(m_environmentVariables, &QPlainTextEdit::textChanged, this, &ExportDialog::validateNow);
    m_timeoutMargin = new QDoubleSpinBox(azure);
    m_timeoutMargin->setObjectName(QStringLiteral("timeoutMargin"));
    m_timeoutMargin->setRange(model::kMinTimeoutMargin, model::kMaxTimeoutMargin);
    m_timeoutMargin->setDecimals(2);
    m_timeoutMargin->setSingleStep(0.05);
    m_fieldPaths.insert(m_timeoutMargin, QStringLiteral("azureml.timeout_margin"));
    connect(m_timeoutMargin, &QDoubleSpinBox::valueChanged, this, &ExportDialog::validateNow);
    m_headroom = new QSpinBox(azure);
    m_headroom->setObjectName(QStringLiteral("quotaHeadroom"));
    m_headroom->setRange(0, model::kMaxQuotaHeadroomCores);
    m_headroom->setGroupSeparatorShown(true);
    m_fieldPaths.insert(m_headroom, QStringLiteral("azureml.quota_headroom_cores"));
    connect(m_headroom, &QSpinBox::valueChanged, this, &ExportDialog::updateHeadroomSuffix);
    connect(m_headroom, &QSpinBox::valueChanged, this, &ExportDialog::validateNow);
    connect(m_nodes, &QComboBox::currentIndexChanged, this, &ExportDialog::validateNow);
    m_target = new QComboBox(azure);
    m_target->setObjectName(QStringLiteral("exportTarget"));
    for (const auto t : {model::ComputeTarget::Cluster, model::ComputeTarget::Serverless, model::ComputeTarget::Slurm,
                         model::ComputeTarget::Kubernetes}) {
        m_target->addItem(QString(), static_cast<int>(t));
    }
    m_target->setCurrentIndex(m_target->findData(static_cast<int>(m_spec.compute)));
    connect(m_target, &QComboBox::currentIndexChanged, this, [this] {
        showTargetFiles();
        validateNow();
    });
    m_launcher = new QComboBox(azure);
    m_launcher->setObjectName(QStringLiteral("launcher"));
    for (const auto l : {model::Launcher::None, model::Launcher::DeepSpeed, model::Launcher::Fsdp,
                         model::Launcher::Megatron, model::Launcher::Accelerate}) {
        m_launcher->addItem(QString(), static_cast<int>(l));
    }
    m_fieldPaths.insert(m_launcher, QStringLiteral("azureml.launcher"));
    connect(m_launcher, &QComboBox::currentIndexChanged, this, &ExportDialog::validateNow);

    form->addRow(QStringLiteral("nodes"), m_nodes);
    form->addRow(QStringLiteral("cluster"), m_cluster);
    form->addRow(QStringLiteral("experiment"), m_experiment);
    form->addRow(QStringLiteral("display"), m_displayName);
    form->addRow(QStringLiteral("code"), m_code);
    form->addRow(QStringLiteral("command"), m_command);
    form->addRow(QStringLiteral("checkpointArgument"), m_checkpointArgument);
    form->addRow(QStringLiteral("environment"), m_environment);
    form->addRow(QStringLiteral("distribution"), m_distribution);
    form->addRow(QStringLiteral("datastore"), m_datastore);
    form->addRow(QStringLiteral("checkpointPath"), m_checkpointPath);
    form->addRow(QStringLiteral("inputs"), m_inputs);
    form->addRow(QStringLiteral("environmentVariables"), m_environmentVariables);
    form->addRow(QStringLiteral("timeout"), m_timeoutMargin);
    form->addRow(QStringLiteral("headroom"), m_headroom);
    form->addRow(QStringLiteral("target"), m_target);
    form->addRow(QStringLiteral("launcher"), m_launcher);

    auto *files = new QGroupBox(this);
    files->setObjectName(QStringLiteral("filesGroup"));
    auto *filesLayout = new QVBoxLayout(files);
    auto *folderRow = new QHBoxLayout;
    m_folder = new QLineEdit(files);
    m_folder->setObjectName(QStringLiteral("exportFolder"));
    auto *browse = new QToolButton(files);
    browse->setObjectName(QStringLiteral("browseFolder"));
    browse->setText(QStringLiteral("…"));
    connect(browse, &QToolButton::clicked, this, [this] {
        const QString dir = QFileDialog::getExistingDirectory(this, tr("Export to Folder"), m_folder->text());
        if (!dir.isEmpty()) {
            m_folder->setText(QDir::toNativeSeparators(dir));
        }
    });
    auto *folderLabel = new QLabel(files);
    folderLabel->setObjectName(QStringLiteral("folderLabel"));
    folderLabel->setBuddy(m_folder);
    folderRow->addWidget(folderLabel);
    folderRow->addWidget(m_folder, 1);
    folderRow->addWidget(browse);
    filesLayout->addLayout(folderRow);
    auto *baseRow = new QHBoxLayout;
    m_baseName = new QLineEdit(files);
    m_baseName->setObjectName(QStringLiteral("baseName"));
    auto *baseLabel = new QLabel(files);
    baseLabel->setObjectName(QStringLiteral("baseNameLabel"));
    baseLabel->setBuddy(m_baseName);
    baseRow->addWidget(baseLabel);
    baseRow->addWidget(m_baseName, 1);
    filesLayout->addLayout(baseRow);
    auto *grid = new QGridLayout;
    m_fileGrid = grid;
    int index = 0;
    for (Kind kind : {Kind::Job, Kind::Compute, Kind::Submit, Kind::SubmitPython, Kind::ServerlessJob,
                      Kind::ServerlessRest, Kind::Slurm, Kind::Kubernetes, Kind::Quota, Kind::QuotaText,
                      Kind::Checklist, Kind::Report, Kind::Csv, Kind::DeepSpeed, Kind::Accelerate}) {
        auto *check = new QCheckBox(files);
        check->setObjectName(QStringLiteral("export_%1").arg(static_cast<int>(kind)));
        check->setChecked(kind != Kind::SubmitPython && kind != Kind::QuotaText && kind != Kind::ServerlessRest &&
                          kind != Kind::DeepSpeed && kind != Kind::Accelerate);
        connect(check, &QCheckBox::toggled, this, &ExportDialog::validateNow);
        m_checks.insert(kind, check);
        grid->addWidget(check, index / 2, index % 2);
        ++index;
    }
    m_paper = new QComboBox(files);
    m_paper->setObjectName(QStringLiteral("paper"));
    m_paper->addItem(QStringLiteral("A4"), static_cast<int>(data::PageSize::A4));
    m_paper->addItem(QStringLiteral("Letter"), static_cast<int>(data::PageSize::Letter));
    // Letter where the locale measures in inches (US), A4 everywhere else.
    m_paper->setCurrentIndex(QLocale().measurementSystem() == QLocale::ImperialUSSystem ? 1 : 0);
    // On a row of its own, named, below the files.
    m_paperLabel = new QLabel(files);
    m_paperLabel->setBuddy(m_paper);
    grid->addWidget(m_paperLabel, (index + 1) / 2, 0, Qt::AlignRight);
    grid->addWidget(m_paper, (index + 1) / 2, 1);
    filesLayout->addLayout(grid);
    connect(m_folder, &QLineEdit::textChanged, this, &ExportDialog::validateNow);
    connect(m_baseName, &QLineEdit::textChanged, this, &ExportDialog::validateNow);

    // The summary and the issues share the room below the files, scrolling when they need more: a
    // new issue or a longer summary must not make the dialog taller (the Export button would move
    // away from the pointer).
    auto *messagesArea = new QScrollArea(this);
    messagesArea->setObjectName(QStringLiteral("exportMessages"));
    messagesArea->setFrameShape(QFrame::NoFrame);
    messagesArea->setWidgetResizable(true);
    messagesArea->setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Ignored);
    messagesArea->setMinimumHeight(fontMetrics().lineSpacing() * kMessageLines);
    auto *messages = new QWidget(messagesArea);
    auto *messagesLayout = new QVBoxLayout(messages);
    messagesLayout->setContentsMargins(0, 0, 0, 0);
    m_summary = new QLabel(messages);
    m_summary->setObjectName(QStringLiteral("exportSummary"));
    m_summary->setWordWrap(true);
    m_issues = new QLabel(messages);
    m_issues->setObjectName(QStringLiteral("exportIssues"));
    m_issues->setWordWrap(true);
    m_issues->setStyleSheet(theme::labelStyle(theme::Tone::Error, palette()));
    messagesLayout->addWidget(m_summary);
    messagesLayout->addWidget(m_issues);
    messagesLayout->addStretch();
    messagesArea->setWidget(messages);

    m_buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    connect(m_buttons, &QDialogButtonBox::accepted, this, [this] {
        if (exportFiles()) {
            accept();
        }
    });
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    auto *columns = new QHBoxLayout;
    columns->addWidget(azure, 3);
    auto *right = new QVBoxLayout;
    right->addWidget(files);
    right->addWidget(messagesArea, 1);
    columns->addLayout(right, 2);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(columns);
    layout->addWidget(m_buttons);
}

void ExportDialog::reserveRoom()
{
    // The group's title names the target: as wide as the widest target's from the start.
    auto *azure = findChild<QGroupBox *>(QStringLiteral("azureGroup"));
    azure->setMinimumWidth(0);
    int widest = 0;
    for (int i = 0; i < m_target->count(); ++i) {
        azure->setTitle(azureTitle(static_cast<model::ComputeTarget>(m_target->itemData(i).toInt())));
        widest = std::max(widest, azure->minimumSizeHint().width());
    }
    azure->setTitle(azureTitle(target()));
    azure->setMinimumWidth(widest);
    // Each column of files as wide as its widest name, whichever target's files are shown.
    for (int column = 0; column < m_fileGrid->columnCount(); ++column) {
        m_fileGrid->setColumnMinimumWidth(column, 0);
    }
    for (int i = 0; i < m_fileGrid->count(); ++i) {
        int row = 0;
        int column = 0;
        int rowSpan = 0;
        int columnSpan = 0;
        m_fileGrid->getItemPosition(i, &row, &column, &rowSpan, &columnSpan);
        if (const QWidget *widget = m_fileGrid->itemAt(i)->widget()) {
            m_fileGrid->setColumnMinimumWidth(
                column, std::max(m_fileGrid->columnMinimumWidth(column), widget->sizeHint().width()));
        }
    }
    // An invalid field's red frame must not make its row taller or the form wider.
    for (QWidget *field : m_fieldPaths.keys()) {
        const QString style = field->styleSheet();
        const auto room = [field](const QString &sheet) {
            field->setStyleSheet(sheet);
            return QSize(field->minimumSizeHint().width(), field->sizeHint().height());
        };
        const QSize needed = room(QString()).expandedTo(room(kInvalidStyle));
        field->setStyleSheet(style);
        if (field->minimumHeight() == field->maximumHeight()) {
            field->setMinimumWidth(std::max(field->minimumWidth(), needed.width()));
        } else {
            field->setMinimumSize(field->minimumSize().expandedTo(needed));
        }
    }
}

QString ExportDialog::azureTitle(model::ComputeTarget computeTarget) const
{
    return computeTarget == model::ComputeTarget::Cluster ? tr("Azure ML job and cluster")
                                                          : tr("Job for %1").arg(m_texts.computeName(computeTarget));
}

void ExportDialog::updateHeadroomSuffix()
{
    m_headroom->setSuffix(m_headroom->value() == 1 ? tr(" core") : tr(" cores"));
}

void ExportDialog::retranslateUi()
{
    setWindowTitle(tr("Export Plan"));
    auto *azure = findChild<QGroupBox *>(QStringLiteral("azureGroup"));
    azure->setTitle(tr("Azure ML job and cluster"));
    auto *form = qobject_cast<QFormLayout *>(azure->layout());
    const QStringList labels = {tr("&Nodes:"),        tr("C&luster name:"),   tr("E&xperiment:"),
                                tr("&Display name:"), tr("C&ode folder:"),    tr("Co&mmand:"),
                                tr("Checkpoint ar&gument:"), tr("En&vironment:"), tr("Dis&tribution:"),
                                tr("D&atastore:"),    tr("Checkpoint &path:"), tr("&Inputs:"),
                                tr("Environment variable&s:"), tr("Timeout ma&rgin:"), tr("&Quota headroom:"),
                                tr("Compute bac&kend:"), tr("La&uncher:")};
    for (int row = 0; row < form->rowCount() && row < labels.size(); ++row) {
        if (auto *label = qobject_cast<QLabel *>(form->itemAt(row, QFormLayout::LabelRole)->widget())) {
            label->setText(labels[row]);
            label->setBuddy(form->itemAt(row, QFormLayout::FieldRole)->widget());
        }
    }
    m_cluster->setToolTip(tr("The AmlCompute cluster: 3 to 16 letters, digits and hyphens, starting with a letter"));
    m_code->setToolTip(tr("The folder with the training code, relative to where the job file is submitted"));
    m_checkpointArgument->setToolTip(
        tr("Added to the command with the checkpoint folder (${{outputs.checkpoints}}); empty adds nothing"));
    m_environment->setToolTip(tr("A curated Azure Container for PyTorch image ships the InfiniBand libraries and NCCL"));
    m_checkpointPath->setToolTip(tr("A fixed path in the datastore, so a resubmitted job finds its checkpoints"));
    m_inputs->setPlaceholderText(tr("name = azureml://datastores/…/paths/…"));
    m_environmentVariables->setPlaceholderText(tr("NAME = value (NCCL_DEBUG=INFO is always set)"));
    m_timeoutMargin->setPrefix(QStringLiteral("× "));
    m_timeoutMargin->setToolTip(tr("limits.timeout = this margin × the planned wall clock"));
    updateHeadroomSuffix();
    m_headroom->setToolTip(tr("Cores to ask for on top of nodes × vCPUs"));
    m_distribution->setItemText(0, tr("PyTorch (one process per GPU)"));
    m_distribution->setItemText(1, tr("MPI"));
    m_distribution->setItemText(2, tr("TensorFlow"));
    for (int i = 0; i < m_target->count(); ++i) {
        m_target->setItemText(i, m_texts.computeName(static_cast<model::ComputeTarget>(m_target->itemData(i).toInt())));
    }
    m_target->setToolTip(tr("Which files to write: the cluster and its job, a serverless job, a Slurm batch script or "
                            "a Kubernetes PyTorchJob"));
    m_launcher->setItemText(0, tr("None (the command as written)"));
    m_launcher->setItemText(1, tr("DeepSpeed (.ds_config.json)"));
    m_launcher->setItemText(2, tr("PyTorch FSDP"));
    m_launcher->setItemText(3, tr("Megatron-LM"));
    m_launcher->setItemText(4, tr("Hugging Face Trainer (accelerate launch)"));
    m_launcher->setToolTip(tr("Adds the framework's arguments for the planned layout to the command"));
    findChild<QGroupBox *>(QStringLiteral("filesGroup"))->setTitle(tr("Files"));
    findChild<QLabel *>(QStringLiteral("folderLabel"))->setText(tr("&Folder:"));
    findChild<QLabel *>(QStringLiteral("baseNameLabel"))->setText(tr("&Base name:"));
    m_checks[Kind::Job]->setText(tr("Command job (.job.json)"));
    m_checks[Kind::Compute]->setText(tr("Cluster (.compute.json)"));
    m_checks[Kind::Submit]->setText(tr("Submit commands (.submit.sh)"));
    m_checks[Kind::SubmitPython]->setText(tr("Submit script (.submit.py)"));
    m_checks[Kind::Quota]->setText(tr("Quota request (.quota.json)"));
    m_checks[Kind::QuotaText]->setText(tr("Quota request (.quota.txt)"));
    m_checks[Kind::Checklist]->setText(tr("Preflight checklist (.md)"));
    m_checks[Kind::Report]->setText(tr("Report (.pdf)"));
    m_checks[Kind::Csv]->setText(tr("Option table (.csv)"));
    m_checks[Kind::ServerlessJob]->setText(tr("Serverless job (.serverless.json)"));
    m_checks[Kind::ServerlessRest]->setText(tr("Serverless REST body (.rest.json)"));
    m_checks[Kind::Slurm]->setText(tr("Slurm batch script (.sbatch)"));
    m_checks[Kind::Kubernetes]->setText(tr("PyTorchJob (.pytorchjob.json)"));
    m_checks[Kind::DeepSpeed]->setText(tr("DeepSpeed config (.ds_config.json)"));
    m_checks[Kind::Accelerate]->setText(tr("accelerate config (.accelerate.yaml)"));
    m_paper->setToolTip(tr("Paper size of the report"));
    m_paperLabel->setText(tr("Paper size of the report"));
    m_buttons->button(QDialogButtonBox::Ok)->setText(tr("&Export"));
    showTargetFiles();
    reserveRoom();
}

void ExportDialog::setSettings(const model::JobSettings &job)
{
    m_cluster->setText(q(job.clusterName));
    m_experiment->setText(q(job.experimentName));
    m_displayName->setText(q(job.displayName));
    m_code->setText(q(job.codeFolder));
    m_command->setText(q(job.command));
    m_checkpointArgument->setText(q(job.checkpointArgument));
    m_environment->setText(q(job.environment));
    m_distribution->setCurrentIndex(m_distribution->findData(static_cast<int>(job.distribution)));
    m_datastore->setText(q(job.datastore));
    m_checkpointPath->setText(q(job.checkpointPath));
    m_inputs->setPlainText(pairsText(job.inputs));
    m_environmentVariables->setPlainText(pairsText(job.environmentVariables));
    m_timeoutMargin->setValue(job.timeoutMargin);
    m_headroom->setValue(job.quotaHeadroomCores);
    m_launcher->setCurrentIndex(m_launcher->findData(static_cast<int>(job.launcher)));
    // The files the launcher's command names: DeepSpeed's config (also accelerate's over ZeRO) and
    // accelerate's own.
    const model::PlanSpec adopted = model::withOptionLayout(m_spec, m_evaluation, std::nullopt);
    const bool zero = adopted.layout && model::zeroStage(adopted.layout->strategy) > 0 &&
                      adopted.layout->strategy != model::Strategy::Fsdp;
    m_checks[Kind::DeepSpeed]->setChecked(job.launcher == model::Launcher::DeepSpeed ||
                                          (job.launcher == model::Launcher::Accelerate && zero));
    m_checks[Kind::Accelerate]->setChecked(job.launcher == model::Launcher::Accelerate);
    showTargetFiles();
}

model::ComputeTarget ExportDialog::target() const
{
    return static_cast<model::ComputeTarget>(m_target->currentData().toInt());
}

bool ExportDialog::applies(Kind kind) const
{
    switch (kind) {
    case Kind::Job:
    case Kind::Compute:
    case Kind::Submit:
    case Kind::SubmitPython:
        return target() == model::ComputeTarget::Cluster;
    case Kind::ServerlessJob:
    case Kind::ServerlessRest:
        return target() == model::ComputeTarget::Serverless;
    case Kind::Slurm:
        return target() == model::ComputeTarget::Slurm;
    case Kind::Kubernetes:
        return target() == model::ComputeTarget::Kubernetes;
    case Kind::Quota:
    case Kind::QuotaText:
    case Kind::Checklist:
    case Kind::Report:
    case Kind::Csv:
    case Kind::DeepSpeed:
    case Kind::Accelerate:
        return true;
    }
    return true;
}

void ExportDialog::showTargetFiles()
{
    for (auto it = m_checks.cbegin(); it != m_checks.cend(); ++it) {
        it.value()->setVisible(applies(it.key()));
    }
    // The fields the chosen backend's files read (data/export/SubmitTargets.cpp), and no others:
    // a Slurm script has no Azure ML cluster, display name, distribution or datastore; a
    // PyTorchJob names itself after the cluster field and runs the environment as its image, and
    // has no experiment or code folder (the code is in the image). Hidden fields keep their values.
    using T = model::ComputeTarget;
    const auto on = [this](std::initializer_list<T> targets) {
        return std::find(targets.begin(), targets.end(), target()) != targets.end();
    };
    auto *form = qobject_cast<QFormLayout *>(findChild<QGroupBox *>(QStringLiteral("azureGroup"))->layout());
    const std::pair<QWidget *, bool> rows[] = {
        {m_cluster, on({T::Cluster, T::Kubernetes})},
        {m_experiment, on({T::Cluster, T::Serverless, T::Slurm})},
        {m_displayName, on({T::Cluster, T::Serverless})},
        {m_code, on({T::Cluster, T::Serverless, T::Slurm})},
        {m_environment, on({T::Cluster, T::Serverless, T::Kubernetes})},
        {m_distribution, on({T::Cluster, T::Serverless})},
        {m_datastore, on({T::Cluster, T::Serverless})},
    };
    for (const auto &[field, shown] : rows) {
        form->setRowVisible(field, shown);
    }
    auto *azure = findChild<QGroupBox *>(QStringLiteral("azureGroup"));
    if (azure != nullptr && m_target != nullptr) {
        azure->setTitle(azureTitle(target()));
    }
}

model::JobSettings ExportDialog::jobSettings() const
{
    model::JobSettings job = m_spec.azureml.value_or(data::Exporters::jobDefaults(m_spec, m_evaluation));
    job.clusterName = m_cluster->text().trimmed().toStdString();
    job.experimentName = m_experiment->text().trimmed().toStdString();
    job.displayName = m_displayName->text().trimmed().toStdString();
    job.codeFolder = m_code->text().trimmed().toStdString();
    job.command = m_command->text().trimmed().toStdString();
    job.checkpointArgument = m_checkpointArgument->text().trimmed().toStdString();
    job.environment = m_environment->text().trimmed().toStdString();
    job.distribution = static_cast<model::DistributionType>(m_distribution->currentData().toInt());
    job.datastore = m_datastore->text().trimmed().toStdString();
    job.checkpointPath = m_checkpointPath->text().trimmed().toStdString();
    QStringList bad;
    job.inputs = parsePairs(m_inputs->toPlainText(), bad);
    job.environmentVariables = parsePairs(m_environmentVariables->toPlainText(), bad);
    job.timeoutMargin = m_timeoutMargin->value();
    job.quotaHeadroomCores = m_headroom->value();
    job.launcher = static_cast<model::Launcher>(m_launcher->currentData().toInt());
    job.idleSecondsBeforeScaleDown = static_cast<int>(std::lround(m_spec.risk.idleTimeBeforeScaleDownSeconds));
    return job;
}

int ExportDialog::nodes() const
{
    return m_nodes->currentData().toInt();
}

QString ExportDialog::folder() const
{
    return QDir::fromNativeSeparators(m_folder->text().trimmed());
}

QString ExportDialog::baseName() const
{
    // A name, not a path: separators would write outside the chosen folder.
    return fileStem(m_baseName->text());
}

QString ExportDialog::suffixFor(Kind kind)
{
    switch (kind) {
    case Kind::Job:
        return QStringLiteral(".job.json");
    case Kind::Compute:
        return QStringLiteral(".compute.json");
    case Kind::Submit:
        return QStringLiteral(".submit.sh");
    case Kind::SubmitPython:
        return QStringLiteral(".submit.py");
    case Kind::Quota:
        return QStringLiteral(".quota.json");
    case Kind::QuotaText:
        return QStringLiteral(".quota.txt");
    case Kind::Checklist:
        return QStringLiteral(".checklist.md");
    case Kind::Report:
        return QStringLiteral(".pdf");
    case Kind::Csv:
        return QStringLiteral(".csv");
    case Kind::ServerlessJob:
        return QStringLiteral(".serverless.json");
    case Kind::ServerlessRest:
        return QStringLiteral(".rest.json");
    case Kind::Slurm:
        return QStringLiteral(".sbatch");
    case Kind::Kubernetes:
        return QStringLiteral(".pytorchjob.json");
    case Kind::DeepSpeed:
        return QStringLiteral(".ds_config.json");
    case Kind::Accelerate:
        return QStringLiteral(".accelerate.yaml");
    }
    return {};
}

QMap<ExportDialog::Kind, QString> ExportDialog::plannedFiles() const
{
    QMap<Kind, QString> files;
    const QDir dir(folder());
    for (auto it = m_checks.cbegin(); it != m_checks.cend(); ++it) {
        if (it.value()->isChecked() && applies(it.key())) {
            // The DeepSpeed configuration carries the prefix too, so a second export into the folder
            // keeps the first's; the jobs' --deepspeed_config names it (ExportInput::deepSpeedConfigFile).
            files.insert(it.key(), dir.filePath(baseName() + suffixFor(it.key())));
        }
    }
    return files;
}

void ExportDialog::validateNow()
{
    QStringList messages;
    for (QWidget *field : m_fieldPaths.keys()) {
        field->setStyleSheet(QString());
    }
    const model::JobSettings job = jobSettings();
    // Under accelerate Azure ML starts one launcher per node, which starts the GPUs' processes
    // (model::processesPerNode): the distribution says so.
    m_distribution->setItemText(0, job.launcher == model::Launcher::Accelerate
                                       ? tr("PyTorch (accelerate: one per node)")
                                       : tr("PyTorch (one process per GPU)"));
    for (const model::JobSettingsIssue &issue : model::validate(job)) {
        const QString path = q(issue.path);
        for (auto it = m_fieldPaths.cbegin(); it != m_fieldPaths.cend(); ++it) {
            if (path == it.value() || path.startsWith(it.value() + QLatin1Char('.'))) {
                it.key()->setStyleSheet(kInvalidStyle);
            }
        }
        messages.append(tr("%1: %2").arg(path, data::Exporters::issueText(issue, m_texts)));
    }
    QStringList bad;
    parsePairs(m_inputs->toPlainText(), bad);
    parsePairs(m_environmentVariables->toPlainText(), bad);
    for (const QString &line : bad) {
        messages.append(tr("\"%1\" is not of the form name = value").arg(line));
    }
    if (m_evaluation.options.empty() || !m_evaluation.ok()) {
        messages.append(tr("The plan has problems; fix them before exporting."));
    }
    if (!model::tierAllowed(target(), m_spec.tier)) {
        const model::IssueCode code = m_spec.tier == model::Tier::Spot ? model::IssueCode::SpotNeedsServerless
                                                                       : model::IssueCode::LowPriorityNeedsCluster;
        messages.append(tr("tier: %1").arg(m_texts.issue(
            model::InputIssue{"tier", code, 0, 0, 0, std::string(model::toString(target()))})));
    }
    const QMap<Kind, QString> files = plannedFiles();
    if (files.isEmpty()) {
        messages.append(tr("Choose at least one file to write."));
    }
    if (folder().isEmpty() || !QFileInfo(folder()).isDir()) {
        messages.append(tr("The folder \"%1\" does not exist.").arg(m_folder->text()));
    }
    m_issues->setText(messages.join(QLatin1Char('\n')));
    m_issues->setVisible(!messages.isEmpty());
    m_valid = messages.isEmpty();
    m_buttons->button(QDialogButtonBox::Ok)->setEnabled(m_valid);

    // What the files will say, so the user can check the numbers before writing anything.
    const int n = nodes();
    const model::VmSize *size = m_catalog.findSize(m_spec.sku);
    if (size != nullptr && n > 0) {
        // Plurals spelled out, not with %n: English would otherwise need a .qm of its own.
        const int gpus = size->gpusPerVm.value;
        const QString nodesText = n == 1 ? tr("1 node") : tr("%1 nodes").arg(n);
        const QString gpusText = gpus == 1 ? tr("1 GPU") : tr("%1 GPUs").arg(gpus);
        //: %1: processes; %2: "2 nodes"; %3: GPUs per node, "8 GPUs"; %4: cores; %5: quota family; %6: region
        const QString world = tr("World size %1 (%2 × %3), %4 quota cores of %5 in %6.")
                                  .arg(QString::number(n * gpus), nodesText, gpusText,
                                       QString::number(n * size->vcpus.value + job.quotaHeadroomCores),
                                       q(size->quotaFamily.value), q(m_spec.region));
        m_summary->setText(world +
                           (model::quotaService(target()) == model::QuotaService::Compute
                                ? QLatin1Char(' ') + tr("Scale sets and AKS node pools use Compute (VM family) quota, "
                                                        "not Azure ML quota.")
                                : QString()));
    }
}

bool ExportDialog::exportFiles(bool askBeforeOverwrite)
{
    validateNow();
    if (!m_valid) {
        return false;
    }
    m_written.clear();
    const model::JobSettings job = jobSettings();
    // The quota request and checklist follow the chosen target (model::quotaService, the target's
    // preflight tasks); the numbers are the plan's.
    model::PlanSpec forTarget = m_spec;
    forTarget.compute = target();
    auto input = data::Exporters::input(forTarget, m_evaluation, m_catalog, job, nodes());
    if (!input) {
        QMessageBox::warning(this, tr("Export Plan"), input.error().message);
        return false;
    }
    const QMap<Kind, QString> files = plannedFiles();
    // DeepSpeed reads the configuration from the code folder under the name it is written with.
    input.value().deepSpeedConfigFile = (baseName() + suffixFor(Kind::DeepSpeed)).toStdString();
    input.value().accelerateConfigFile = (baseName() + suffixFor(Kind::Accelerate)).toStdString();
    const data::ExportInput &in = input.value();
    const QString jobFile = QFileInfo(files.value(Kind::Job, baseName() + suffixFor(Kind::Job))).fileName();
    const QString computeFile = QFileInfo(files.value(Kind::Compute, baseName() + suffixFor(Kind::Compute))).fileName();

    // Every file is produced before any is written, so a failure leaves no half an export behind.
    QList<QPair<QString, QByteArray>> outputs;
    for (auto it = files.cbegin(); it != files.cend(); ++it) {
        data::Result<QByteArray> bytes = QByteArray();
        switch (it.key()) {
        case Kind::Job:
            bytes = data::Exporters::commandJobJson(in);
            break;
        case Kind::Compute:
            bytes = data::Exporters::amlComputeJson(in);
            break;
        case Kind::Submit:
        case Kind::SubmitPython: {
            auto scripts = data::Exporters::submitScripts(in, jobFile, computeFile);
            if (!scripts) {
                bytes = scripts.error();
            } else {
                bytes = it.key() == Kind::Submit ? scripts.value().bash : scripts.value().python;
            }
            break;
        }
        case Kind::Quota:
            bytes = data::Exporters::quotaRequestJson(in, m_texts);
            break;
        case Kind::QuotaText:
            bytes = data::Exporters::quotaRequestText(in, m_texts);
            break;
        case Kind::Checklist:
            bytes = data::Exporters::preflightChecklistMarkdown(in, m_texts);
            break;
        case Kind::Report: {
            data::ReportInput report;
            report.spec = &m_spec;
            report.evaluation = &m_evaluation;
            report.size = m_catalog.findSize(m_spec.sku);
            report.catalogPrice = m_spec.pricePerNodeHour
                                      ? nullptr
                                      : model::planPrice(m_catalog, m_spec.sku, m_spec.region, m_spec.tier,
                                                         m_spec.currency, model::priceBasis(m_spec));
            report.generatedOn = QDate::currentDate().toString(Qt::ISODate);
            report.pageSize = static_cast<data::PageSize>(m_paper->currentData().toInt());
            if (m_risk) {
                report.extraTables = data::riskTables(*m_risk, m_spec, m_texts);
            }
            for (data::ReportTable &table : data::regionTables(m_evaluation, m_texts)) {
                report.extraTables.push_back(std::move(table));
            }
            report.texts = m_texts;
            bytes = data::PdfReport::pdf(report);
            break;
        }
        case Kind::Csv:
            bytes = data::Exporters::optionsCsv(m_evaluation);
            break;
        case Kind::ServerlessJob:
            bytes = data::SubmitTargets::serverlessJobJson(in);
            break;
        case Kind::ServerlessRest:
            bytes = data::SubmitTargets::serverlessJobRestBody(in);
            break;
        case Kind::Slurm:
            bytes = data::SubmitTargets::slurmScript(in);
            break;
        case Kind::Kubernetes:
            bytes = data::SubmitTargets::kubernetesJobJson(in);
            break;
        case Kind::DeepSpeed:
            bytes = data::SubmitTargets::deepSpeedConfigJson(in);
            break;
        case Kind::Accelerate:
            bytes = data::SubmitTargets::accelerateConfigYaml(in);
            break;
        }
        if (!bytes) {
            QMessageBox::warning(this, tr("Export Plan"),
                                 tr("%1 cannot be written: %2").arg(QFileInfo(it.value()).fileName(), bytes.error().message));
            return false;
        }
        outputs.append({it.value(), bytes.value()});
    }
    QStringList existing;
    for (const auto &[path, bytes] : outputs) {
        if (QFileInfo::exists(path)) {
            existing.append(QFileInfo(path).fileName());
        }
    }
    if (askBeforeOverwrite && !existing.isEmpty()) {
        const auto answer = QMessageBox::question(
            this, tr("Replace Files?"),
            tr("These files exist already and will be replaced:\n\n%1").arg(existing.join(QLatin1Char('\n'))),
            QMessageBox::Yes | QMessageBox::Cancel, QMessageBox::Cancel);
        if (answer != QMessageBox::Yes) {
            return false;
        }
    }
    for (const auto &[path, bytes] : outputs) {
        const data::Status status = data::Exporters::writeFileAtomically(path, bytes);
        if (!status) {
            QMessageBox::warning(this, tr("Export Plan"), status.error().toLine());
            return false;
        }
        m_written.append(path);
    }
    // The next export starts here, in this run of the application and the next.
    m_settings.setExportFolder(QDir(folder()).absolutePath());
    m_settings.sync();
    return true;
}

} // namespace capplan::views
