// SPDX-FileCopyrightText: GPU Capacity Planner contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "views/inputs/ModelPicker.h"

#include "data/import/HfConfig.h"
#include "views/main/PlanController.h"

#include <QDate>
#include <QEvent>
#include <QFileDialog>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QInputDialog>
#include <QKeyEvent>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QLocale>
#include <QMessageBox>
#include <QPushButton>
#include <QVBoxLayout>

namespace capplan::views {

namespace {

constexpr int kNameRole = Qt::UserRole;

QString q(const std::string &s)
{
    return QString::fromStdString(s);
}

} // namespace

ModelPicker::ModelPicker(PlanController *controller, QWidget *parent)
    : QGroupBox(parent)
    , m_controller(controller)
{
    setObjectName(QStringLiteral("modelGroup"));
    auto *layout = new QVBoxLayout(this);
    m_search = new QLineEdit(this);
    m_search->setObjectName(QStringLiteral("modelSearch"));
    m_search->setClearButtonEnabled(true);
    m_search->installEventFilter(this);
    layout->addWidget(m_search);
    m_list = new QListWidget(this);
    m_list->setObjectName(QStringLiteral("modelList"));
    m_list->setUniformItemSizes(true);
    // About five rows: enough to see a family, small enough to leave the form in view.
    m_list->setMaximumHeight(m_list->fontMetrics().height() * 7);
    layout->addWidget(m_list);
    // A search without a match says so, with the other way in: the model's own config.json.
    m_noMatch = new QLabel(this);
    m_noMatch->setObjectName(QStringLiteral("modelNoMatch"));
    m_noMatch->setWordWrap(true);
    m_noMatch->setTextFormat(Qt::RichText);
    m_noMatch->setVisible(false);
    layout->addWidget(m_noMatch);
    m_facts = new QLabel(this);
    m_facts->setObjectName(QStringLiteral("modelFacts"));
    m_facts->setWordWrap(true);
    m_facts->setTextInteractionFlags(Qt::TextSelectableByMouse);
    layout->addWidget(m_facts);
    // Two rows of buttons, so the section is no wider than its fields on a small screen.
    auto *buttons = new QHBoxLayout;
    auto *moreButtons = new QHBoxLayout;
    m_load = new QPushButton(this);
    m_load->setObjectName(QStringLiteral("loadConfigButton"));
    m_save = new QPushButton(this);
    m_save->setObjectName(QStringLiteral("saveModelButton"));
    m_clear = new QPushButton(this);
    m_clear->setObjectName(QStringLiteral("clearModelButton"));
    buttons->addWidget(m_load);
    buttons->addWidget(m_clear);
    buttons->addStretch();
    moreButtons->addWidget(m_save);
    moreButtons->addStretch();
    layout->addLayout(buttons);
    layout->addLayout(moreButtons);

    connect(m_search, &QLineEdit::textChanged, this, &ModelPicker::refreshList);
    connect(m_search, &QLineEdit::returnPressed, this, &ModelPicker::chooseCurrentItem);
    connect(m_list, &QListWidget::itemActivated, this, &ModelPicker::chooseCurrentItem);
    connect(m_list, &QListWidget::itemClicked, this, &ModelPicker::chooseCurrentItem);
    connect(m_load, &QPushButton::clicked, this, [this] {
        const QString path = QFileDialog::getOpenFileName(this, tr("Load a Hugging Face config.json"), QString(),
                                                          tr("Model configuration (*.json);;All files (*)"));
        if (!path.isEmpty()) {
            loadConfig(path);
        }
    });
    connect(m_noMatch, &QLabel::linkActivated, m_load, &QPushButton::click);
    connect(m_save, &QPushButton::clicked, this, &ModelPicker::askToSave);
    connect(m_clear, &QPushButton::clicked, this, [this] { choose(std::nullopt); });
    // Another plan: no search, selection or loaded file of the previous one stays behind.
    connect(m_controller, &PlanController::planReset, this, [this] {
        m_updating = true;
        m_search->clear();
        m_list->setCurrentRow(-1);
        m_list->clearSelection();
        m_loadedFrom.clear();
        m_updating = false;
    });
    connect(m_controller, &PlanController::specChanged, this, &ModelPicker::setSpec);
    connect(m_controller, &PlanController::catalogChanged, this, [this] {
        refreshList();
        updateFacts();
    });

    retranslateUi();
    refreshList();
    setSpec(m_controller->spec());
}

QList<QWidget *> ModelPicker::tabOrder() const
{
    return {m_search, m_list, m_load, m_save, m_clear};
}

QStringList ModelPicker::shownModels() const
{
    QStringList names;
    for (int i = 0; i < m_list->count(); ++i) {
        names.append(m_list->item(i)->data(kNameRole).toString());
    }
    return names;
}

void ModelPicker::retranslateUi()
{
    setTitle(tr("Model"));
    m_search->setPlaceholderText(tr("Search the library, e.g. llama 70"));
    m_search->setToolTip(tr("Type words of the model's name; Enter picks the first match"));
    m_load->setText(tr("Load config.json…"));
    m_load->setToolTip(tr("Read a Hugging Face config.json as transformers reads it"));
    m_save->setText(tr("Save to library…"));
    m_save->setToolTip(tr("Keep the loaded config.json in the catalog's model library"));
    m_clear->setText(tr("No model"));
    m_clear->setToolTip(tr("Describe the work by GPU-hours or parameters instead of a model"));
    refreshList();
    updateFacts();
}

void ModelPicker::refreshList()
{
    const QLocale locale;
    const QString current =
        m_controller->spec().model && m_controller->spec().model->source == model::ModelSource::Preset
            ? q(m_controller->spec().model->preset)
            : QString();
    m_list->clear();
    for (const model::LibraryModel *m :
         model::searchModels(m_controller->catalog().models, m_search->text().toStdString())) {
        const model::ParameterCounts c = model::parameterCounts(m->architecture);
        const QString parameters = locale.toString(static_cast<double>(c.total()) / 1e9, 'f', 1);
        const QString text = c.active() < c.total()
                                 ? tr("%1 — %2 B (%3 B active)")
                                       .arg(q(m->displayName), parameters,
                                            locale.toString(static_cast<double>(c.active()) / 1e9, 'f', 1))
                                 : tr("%1 — %2 B").arg(q(m->displayName), parameters);
        auto *item = new QListWidgetItem(text, m_list);
        item->setData(kNameRole, q(m->name));
        item->setToolTip(tr("%1\nContext %2 tokens\nSource: %3")
                             .arg(q(m->name), locale.toString(m->architecture.maxPositionEmbeddings), q(m->source)));
        if (q(m->name) == current) {
            m_list->setCurrentItem(item);
        }
    }
    if (m_list->currentRow() < 0 && m_list->count() > 0 && !m_search->text().trimmed().isEmpty()) {
        m_list->setCurrentRow(0);
    }
    const QString typed = m_search->text().trimmed();
    const bool none = m_list->count() == 0 && !typed.isEmpty();
    m_noMatch->setVisible(none);
    if (none) {
        //: %1: what the user typed; the link opens the config.json file dialog
        m_noMatch->setText(tr("No model matches “%1”. <a href=\"load\">Load its config.json…</a>")
                               .arg(typed.toHtmlEscaped()));
    }
}

void ModelPicker::setSpec(const model::PlanSpec &spec)
{
    m_updating = true;
    m_save->setEnabled(spec.model && spec.model->source != model::ModelSource::Preset);
    m_clear->setEnabled(spec.model.has_value());
    if (!spec.model) {
        m_list->setCurrentRow(-1);
    } else if (spec.model->source == model::ModelSource::Preset) {
        for (int i = 0; i < m_list->count(); ++i) {
            if (m_list->item(i)->data(kNameRole).toString() == q(spec.model->preset)) {
                m_list->setCurrentRow(i);
            }
        }
    }
    m_updating = false;
    updateFacts();
}

void ModelPicker::updateFacts()
{
    const model::PlanSpec &spec = m_controller->spec();
    if (!spec.model) {
        m_facts->setText(tr("No model: the workload gives GPU-hours or parameters, the memory block its own shape."));
        return;
    }
    const std::optional<model::Architecture> arch =
        model::resolveArchitecture(*spec.model, m_controller->catalog().models);
    QString name;
    switch (spec.model->source) {
    case model::ModelSource::Preset:
        if (const model::LibraryModel *m = model::findModel(m_controller->catalog().models, spec.model->preset)) {
            name = q(m->displayName);
        } else {
            name = q(spec.model->preset);
        }
        break;
    case model::ModelSource::HfConfig:
        name = m_loadedFrom.isEmpty() ? tr("config.json") : QFileInfo(m_loadedFrom).fileName();
        break;
    case model::ModelSource::Architecture:
        name = tr("architecture of the plan file");
        break;
    }
    if (!arch) {
        m_facts->setText(tr("%1 is not in the library.").arg(name));
        return;
    }
    const QLocale locale;
    const model::ParameterCounts c = model::parameterCounts(*arch);
    m_facts->setText(tr("%1: %2 parameters (%3 active); context %4 tokens; %5 layers, hidden size %6, %7 attention "
                        "heads, %8 for keys and values")
                         .arg(name, locale.toString(static_cast<qlonglong>(c.total())),
                              locale.toString(static_cast<qlonglong>(c.active())),
                              locale.toString(arch->maxPositionEmbeddings), QString::number(arch->layers),
                              QString::number(arch->hiddenSize), QString::number(arch->attentionHeads),
                              QString::number(arch->effectiveKvHeads())));
}

void ModelPicker::choose(std::optional<model::ModelChoice> choice)
{
    if (m_updating) {
        return;
    }
    // A model from the library never opens as "no node count fits" because of the default
    // strategy: a layout with the least sharding that fits (model::withLayoutThatFits), in the same undo step.
    const model::PlanSpec spec = model::withLayoutThatFits(
        model::withModel(m_controller->spec(), std::move(choice), m_controller->catalog().models),
        m_controller->catalog(), m_controller->todayIso().toStdString());
    m_controller->edit(spec, model::PlanField::Model);
}

void ModelPicker::chooseCurrentItem()
{
    const QListWidgetItem *item = m_list->currentItem();
    if (item == nullptr && m_list->count() > 0) {
        item = m_list->item(0);
    }
    if (item == nullptr) {
        return;
    }
    model::ModelChoice choice;
    choice.source = model::ModelSource::Preset;
    choice.preset = item->data(kNameRole).toString().toStdString();
    choose(choice);
}

bool ModelPicker::loadConfig(const QString &path)
{
    const auto read = data::HfConfig::load(path);
    if (!read) {
        QMessageBox box(QMessageBox::Warning, tr("Cannot Read the config.json"), read.error().toLine(), QMessageBox::Ok,
                        this);
        box.setObjectName(QStringLiteral("configError"));
        box.exec();
        return false;
    }
    m_loadedFrom = path;
    model::ModelChoice choice;
    choice.source = model::ModelSource::HfConfig;
    choice.hfConfig = read.value().json;
    choice.architecture = read.value().architecture;
    choose(choice);
    return true;
}

void ModelPicker::askToSave()
{
    const model::PlanSpec &spec = m_controller->spec();
    if (!spec.model || spec.model->source == model::ModelSource::Preset) {
        return;
    }
    QString suggestion = QStringLiteral("my-model");
    if (!m_loadedFrom.isEmpty()) {
        if (const auto read = data::HfConfig::load(m_loadedFrom)) {
            suggestion = data::HfConfig::suggestedName(read.value(), m_loadedFrom);
        }
    }
    bool ok = false;
    const QString name =
        QInputDialog::getText(this, tr("Save to the Model Library"), tr("Name (lower case, digits, '.', '-'):"),
                              QLineEdit::Normal, suggestion, &ok);
    if (!ok || name.isEmpty()) {
        return;
    }
    model::LibraryModel entry;
    entry.name = name.toStdString();
    entry.displayName = name.toStdString();
    entry.architecture = spec.model->architecture;
    entry.source = m_loadedFrom.isEmpty() ? "plan file" : QFileInfo(m_loadedFrom).absoluteFilePath().toStdString();
    entry.asOf = QDate::currentDate().toString(Qt::ISODate).toStdString();
    entry.origin = "user";
    Q_EMIT saveRequested(entry);
}

bool ModelPicker::eventFilter(QObject *watched, QEvent *event)
{
    // Up and Down in the search field move through the matches, as in a completer.
    if (watched == m_search && event->type() == QEvent::KeyPress) {
        const int key = static_cast<QKeyEvent *>(event)->key();
        if ((key == Qt::Key_Down || key == Qt::Key_Up) && m_list->count() > 0) {
            const int row = std::clamp(m_list->currentRow() + (key == Qt::Key_Down ? 1 : -1), 0, m_list->count() - 1);
            m_list->setCurrentRow(row);
            return true;
        }
    }
    return QGroupBox::eventFilter(watched, event);
}

void ModelPicker::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange) {
        retranslateUi();
    }
    QGroupBox::changeEvent(event);
}

} // namespace capplan::views
