// SPDX-FileCopyrightText: GPU Capacity Planner contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// Streaming one array element at a time with nlohmann's SAX parser.
#include "data/formats/JsonItemReader.h"
#include "data/formats/JsonTextDecoder.h"

#include "../common/FieldSamples.h"

#include <QTemporaryDir>
#include <QTest>

#include <atomic>
#include <chrono>
#include <future>
#include <thread>

#include <csignal>

#ifdef Q_OS_UNIX
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>
#endif

using namespace capplan;
using data::JsonItemReader;
using nlohmann::json;

namespace {
struct Collected {
    std::vector<std::size_t> indices;
    std::vector<json> items;
};

data::Result<JsonItemReader::Outcome> read(const QByteArray &bytes, const JsonItemReader::Target &target, Collected &out)
{
    return JsonItemReader::readBytes(bytes, QStringLiteral("in.json"), target, [&](std::size_t index, json &item) {
        out.indices.push_back(index);
        out.items.push_back(std::move(item));
        return true;
    });
}
QByteArray variant(const QString &name, const QByteArray &utf8)
{
    return fieldsamples::saved(name, utf8);
}

const QStringList kVariants = fieldsamples::savedVariants();

QStringList texts(std::initializer_list<const char *> lines)
{
    QStringList out;
    for (const char *line : lines) {
        out << QString::fromUtf8(line);
    }
    return out;
}

// What readPagesBytes() hands out, one line per call: "item PATH JSON" or "page PATH JSON".
QStringList pageEvents(const QByteArray &bytes, QString *error = nullptr)
{
    QStringList events;
    const JsonItemReader::Pages pages{
        "Items",
        {},
        [&](const QString &path, json &item) {
            events << QStringLiteral("item %1 %2").arg(path, QString::fromStdString(item.dump()));
            return true;
        },
        [&](const QString &path, json &page) {
            events << QStringLiteral("page %1 %2").arg(path, QString::fromStdString(page.dump()));
            return true;
        }};
    const auto r = JsonItemReader::readPagesBytes(bytes, QStringLiteral("in.json"), pages);
    if (error != nullptr) {
        *error = r.ok() ? QString() : r.error().toLine();
    }
    return events;
}
} // namespace

class TestJsonItemReader : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void streamsTheItemsArray();
    void streamsTheRootArray();
    void keepsOnlyWantedKeys();
    void errors_data();
    void errors();
    void sixtyFourLevelsAreRead();
    void callbackStops();
    void readsFilesInChunks();
    void decodesEncodings_data();
    void decodesEncodings();
    void decoderPiecesAgree();
    void errorPositionsInDecodedText_data();
    void errorPositionsInDecodedText();
    void readsDecodedFilesInChunks();
    void pages_data();
    void pages();
    void pageErrors_data();
    void pageErrors();
    void otherOutputs_data();
    void otherOutputs();
    void errorPositionFromTheBytesRead_data();
    void errorPositionFromTheBytesRead();
    void fifoWithMalformedJson();
    void fileReplacedWhileRead();
    void fileRemovedWhileRead();
    void folderIsRefused();
    void sizeLimit();
};

void TestJsonItemReader::streamsTheItemsArray()
{
    Collected c;
    const auto r = read(R"({"BillingCurrency": "USD", "Items": [{"a": 1}, {"a": [2, {"b": 3}]}, 4, null],
                          "NextPageLink": null, "Count": 4})",
                        {false, "Items"}, c);
    QVERIFY(r.ok());
    QCOMPARE(c.indices, (std::vector<std::size_t>{0, 1, 2, 3}));
    QCOMPARE(c.items[1]["a"][1]["b"].get<int>(), 3);
    QCOMPARE(c.items[2].get<int>(), 4);
    QVERIFY(c.items[3].is_null());
    // The rest of the page, with the streamed array left empty.
    const json &rest = r.value().rest;
    QCOMPARE(rest["BillingCurrency"].get<std::string>(), std::string("USD"));
    QVERIFY(rest["Items"].is_array() && rest["Items"].empty());
    QCOMPARE(rest["Count"].get<int>(), 4);
    QVERIFY(!r.value().stopped);
    // An "Items" deeper down is not the page's.
    Collected nested;
    const auto deep = read(R"({"page": {"Items": [1, 2]}})", {false, "Items"}, nested);
    QVERIFY(deep.ok());
    QVERIFY(nested.items.empty());
    QCOMPARE(deep.value().rest["page"]["Items"].size(), std::size_t(2));
}

void TestJsonItemReader::streamsTheRootArray()
{
    Collected c;
    // A UTF-8 byte-order mark is fine.
    const auto r = read("\xEF\xBB\xBF[{\"x\": 1}, {\"x\": 2}]", {true, {}}, c);
    QVERIFY(r.ok());
    QCOMPARE(c.items.size(), std::size_t(2));
    QVERIFY(r.value().rest.is_array() && r.value().rest.empty());
    Collected none;
    const auto object = read(R"({"x": 1})", {true, {}}, none);
    QVERIFY(object.ok());
    QVERIFY(none.items.empty());
    QVERIFY(object.value().rest.is_object());
}

void TestJsonItemReader::keepsOnlyWantedKeys()
{
    Collected c;
    const auto r = read(R"([{"keep": 1, "drop": {"deep": [1, 2, {"x": null}]}, "also": "x", "drop2": [1]}])",
                        {true, {}, {"keep", "also"}}, c);
    QVERIFY(r.ok());
    QCOMPARE(c.items.size(), std::size_t(1));
    QCOMPARE(c.items[0].size(), std::size_t(2));
    QCOMPARE(c.items[0]["keep"].get<int>(), 1);
    QCOMPARE(c.items[0]["also"].get<std::string>(), std::string("x"));
    // A kept key given twice is still an error; a dropped one cannot change what is read.
    Collected d;
    const auto twice = read(R"([{"keep": 1, "keep": 2}])", {true, {}, {"keep"}}, d);
    QVERIFY(!twice.ok());
    QCOMPARE(twice.error().toLine(), QStringLiteral("in.json: [0].keep: is given twice"));
    Collected e;
    QVERIFY(read(R"([{"keep": 1, "drop": 2, "drop": 3}])", {true, {}, {"keep"}}, e).ok());
}

void TestJsonItemReader::errors_data()
{
    QTest::addColumn<QByteArray>("bytes");
    QTest::addColumn<QString>("message");
    QTest::newRow("key twice at the top") << QByteArray(R"({"Items": [], "Items": []})") << "in.json: Items: is given twice";
    QTest::newRow("key twice in an item") << QByteArray(R"({"Items": [{"a": 1}, {"b": 1, "b": 2}]})")
                                          << "in.json: Items[1].b: is given twice";
    QTest::newRow("number out of range") << QByteArray(R"({"Items": [{"a": 1}, {"p": 1e400}]})")
                                         << "in.json: Items[1].p: must be a finite number";
    QTest::newRow("syntax error") << QByteArray("{\"Items\": [\n  {\"a\": 1},\n  {\"a\" 2}\n]}")
                                  << "in.json: Items[1].a: malformed JSON at line 3, column 8";
    QTest::newRow("cut short") << QByteArray("{\"Items\": [\n  {\"a\": 1},\n  {\"a\": ") << "in.json: Items[1]: malformed JSON "
                                                                                          "at line 3, column 9: the file ends "
                                                                                          "early (is it complete?)";
    QTest::newRow("empty") << QByteArray() << "in.json: malformed JSON at line 1, column 1: the file ends early (is it "
                                              "complete?)";
    QTest::newRow("trailing garbage") << QByteArray(R"({"Items": []} x)") << "in.json: malformed JSON at line 1, column 15";
    // Nesting: 64 levels read (here as one deep item), the 65th refused before it grows the
    // parser's state; 64 MiB of "[" took 10 GB and half a minute before the limit.
    QTest::newRow("65 levels") << QByteArray("{\"Items\": [") + QByteArray(63, '[') + QByteArray(63, ']') + "]}"
                               << "in.json: is nested deeper than 64 levels, the most an import file may be";
    QTest::newRow("64 MiB of [") << QByteArray(64 * 1024 * 1024, '[')
                                 << "in.json: is nested deeper than 64 levels, the most an import file may be";
}

void TestJsonItemReader::errors()
{
    QFETCH(QByteArray, bytes);
    QFETCH(QString, message);
    Collected c;
    const auto r = read(bytes, {false, "Items"}, c);
    QVERIFY(!r.ok());
    QCOMPARE(r.error().toLine(), message);
}

void TestJsonItemReader::sixtyFourLevelsAreRead()
{
    Collected c;
    const QByteArray bytes = QByteArray("{\"Items\": [") + QByteArray(62, '[') + QByteArray(62, ']') + "]}";
    const auto r = read(bytes, {false, "Items"}, c);
    QVERIFY2(r.ok(), r.ok() ? "" : qPrintable(r.error().toLine()));
}

void TestJsonItemReader::callbackStops()
{
    int seen = 0;
    const auto r = JsonItemReader::readBytes("[1, 2, 3, 4]", QStringLiteral("in.json"), {true, {}}, [&](std::size_t, json &) {
        return ++seen < 2;
    });
    QVERIFY(r.ok());
    QVERIFY(r.value().stopped);
    QCOMPARE(seen, 2);
}

void TestJsonItemReader::readsFilesInChunks()
{
    // More than one 1 MiB chunk, with an item across the boundary.
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("big.json"));
    QByteArray bytes = "[";
    const int count = 40000;
    for (int i = 0; i < count; ++i) {
        bytes += (i > 0 ? "," : "") + QByteArray("{\"index\": ") + QByteArray::number(i) + ", \"pad\": \"" +
                 QByteArray(i % 7, 'x') + "\"}";
    }
    bytes += "]";
    QVERIFY(bytes.size() > (1 << 20));
    {
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(bytes);
    }
    int expected = 0;
    bool inOrder = true;
    const auto r = JsonItemReader::readFile(path, {true, {}}, [&](std::size_t index, json &item) {
        inOrder = inOrder && static_cast<int>(index) == expected && item["index"].get<int>() == expected;
        ++expected;
        return true;
    });
    QVERIFY(r.ok());
    QVERIFY(inOrder);
    QCOMPARE(expected, count);
    const auto missing = JsonItemReader::readFile(dir.filePath(QStringLiteral("none.json")), {true, {}},
                                                  [](std::size_t, json &) { return true; });
    QVERIFY(!missing.ok());
    QVERIFY(missing.error().message.startsWith(QStringLiteral("cannot read the file")));
}

void TestJsonItemReader::decodesEncodings_data()
{
    QTest::addColumn<QString>("variant");
    for (const QString &name : kVariants) {
        QTest::newRow(qPrintable(name)) << name;
    }
}

void TestJsonItemReader::decodesEncodings()
{
    QFETCH(QString, variant);
    // Accents, a euro sign and a character beyond the BMP (a surrogate pair in UTF-16).
    const QByteArray utf8 = "{\n  \"BillingCurrency\": \"EUR\",\n  \"Items\": [{\"a\": \"\xC3\xA9\xE2\x82\xAC\xF0\x9F\x98\x80\"},"
                            " {\"a\": [2, {\"b\": \"\xC3\xBC\"}], \"c\": -1.5e3, \"d\": true, \"e\": null}],\n  \"Count\": 2\n}\n";
    const json expected = json::parse(utf8.constData());
    Collected c;
    const auto r = read(::variant(variant, utf8), {false, "Items"}, c);
    QVERIFY2(r.ok(), qPrintable(r.ok() ? QString() : r.error().toLine()));
    QCOMPARE(c.items.size(), std::size_t(2));
    QVERIFY(c.items[0] == expected["Items"][0]);
    QVERIFY(c.items[1] == expected["Items"][1]);
    QVERIFY(r.value().rest["BillingCurrency"] == expected["BillingCurrency"]);
    QCOMPARE(r.value().rest["Count"].get<int>(), 2);
}

void TestJsonItemReader::decoderPiecesAgree()
{
    // However a file is cut into chunks (a UTF-16 unit, a surrogate pair or a colour code
    // across the cut), the decoded text is the same.
    const QByteArray utf8 = "[{\"a\": \"\xC3\xA9\xF0\x9F\x98\x80\xE2\x82\xAC\"}, {\"b\": 12}]\n";
    for (const QString &name : kVariants) {
        const QByteArray bytes = variant(name, utf8);
        const QByteArray whole = data::JsonTextDecoder::toUtf8(bytes);
        if (!name.contains(QLatin1String("jsonc"))) {
            QCOMPARE(whole, name.contains(QLatin1String("PowerShell")) ? fieldsamples::withCrlf(utf8) : utf8);
        } else {
            QVERIFY(!whole.contains('\x1b'));
        }
        for (const qsizetype piece : {1, 2, 3, 5, 7}) {
            data::JsonTextDecoder decoder;
            QByteArray out;
            for (qsizetype i = 0; i < bytes.size(); i += piece) {
                const auto [text, size] = decoder.feed(bytes.constData() + i, std::min(piece, bytes.size() - i));
                out.append(text, size);
            }
            const auto [text, size] = decoder.finish();
            out.append(text, size);
            QCOMPARE(out, whole);
        }
    }
    // A UTF-16 text cut in the middle of a unit or of a pair ends in a byte no JSON has.
    const QByteArray utf16 = fieldsamples::asUtf16("[\"\xF0\x9F\x98\x80\"]", true);
    QCOMPARE(data::JsonTextDecoder::toUtf8(utf16.left(utf16.size() - 1)), QByteArray("[\"\xF0\x9F\x98\x80\"\xFF"));
    QCOMPARE(data::JsonTextDecoder::toUtf8(utf16.left(7)), QByteArray("[\"\xFF"));
    QCOMPARE(data::JsonTextDecoder::toUtf8(utf16.left(8)), QByteArray("[\"\xFF"));
    // Files too short to tell: as UTF-8.
    QCOMPARE(data::JsonTextDecoder::toUtf8("[]"), QByteArray("[]"));
    QCOMPARE(data::JsonTextDecoder::toUtf8("\xEF\xBB\xBF"), QByteArray());
    // A lone low surrogate, the same.
    QCOMPARE(data::JsonTextDecoder::toUtf8(QByteArray("\xFF\xFE[\x00\x00\xDC]\x00", 8)), QByteArray("[\xFF]"));
}

void TestJsonItemReader::errorPositionsInDecodedText_data()
{
    QTest::addColumn<QString>("variant");
    QTest::addColumn<QByteArray>("bytes"); // UTF-8
    QTest::addColumn<QString>("message");
    for (const QString &name : kVariants) {
        // Columns count characters: "é€" and the emoji are one column each in every encoding.
        QTest::newRow(qPrintable(name + QStringLiteral(": after non-ASCII")))
            << name << QByteArray("{\"Items\": [\n  {\"a\": \"\xC3\xA9\xE2\x82\xAC\"},\n  {\"a\": \"\xF0\x9F\x98\x80\" 2}\n]}")
            << "in.json: Items[1].a: malformed JSON at line 3, column 13";
        // A byte-order mark is no column.
        QTest::newRow(qPrintable(name + QStringLiteral(": on line 1"))) << name << QByteArray("{\"Items\": [}")
                                                                        << "in.json: Items[0]: malformed JSON at line 1, "
                                                                           "column 12";
        QTest::newRow(qPrintable(name + QStringLiteral(": cut short")))
            << name << QByteArray("{\"Items\": [\n  {\"a\": 1},\n  {\"a\": ")
            << "in.json: Items[1]: malformed JSON at line 3, column 9: the file ends early (is it complete?)";
    }
}

void TestJsonItemReader::errorPositionsInDecodedText()
{
    QFETCH(QString, variant);
    QFETCH(QByteArray, bytes);
    QFETCH(QString, message);
    Collected c;
    const auto r = read(::variant(variant, bytes), {false, "Items"}, c);
    QVERIFY(!r.ok());
    QCOMPARE(r.error().toLine(), message);
}

void TestJsonItemReader::readsDecodedFilesInChunks()
{
    // Several 1 MiB chunks of UTF-16 (pairs across the cuts) and of coloured JSON.
    QTemporaryDir dir;
    QByteArray utf8 = "[";
    const int count = 40000;
    for (int i = 0; i < count; ++i) {
        QByteArray pad;
        for (int k = 0; k < i % 5; ++k) {
            pad += "\xF0\x9F\x98\x80\xC3\xA9";
        }
        utf8 += (i > 0 ? "," : "") + QByteArray("{\"index\": ") + QByteArray::number(i) + ", \"pad\": \"" + pad + "\"}";
    }
    utf8 += "]";
    for (const QString &name : {QStringLiteral("UTF-16LE with BOM"), QStringLiteral("UTF-16BE with BOM"),
                                QStringLiteral("az -o jsonc"), QStringLiteral("az -o jsonc saved by PowerShell")}) {
        const QByteArray bytes = variant(name, utf8);
        QVERIFY(bytes.size() > 3 * (1 << 19));
        const QString path = dir.filePath(QStringLiteral("big.json"));
        QVERIFY(fieldsamples::writeFile(path, bytes));
        int expected = 0;
        bool same = true;
        const auto r = JsonItemReader::readFile(path, {true, {}}, [&](std::size_t index, json &item) {
            QByteArray pad;
            for (int k = 0; k < expected % 5; ++k) {
                pad += "\xF0\x9F\x98\x80\xC3\xA9";
            }
            same = same && static_cast<int>(index) == expected && item["index"].get<int>() == expected &&
                   item["pad"].get<std::string>() == pad.toStdString();
            ++expected;
            return true;
        });
        QVERIFY2(r.ok(), qPrintable(name));
        QVERIFY2(same, qPrintable(name));
        QCOMPARE(expected, count);
    }
}

void TestJsonItemReader::pages_data()
{
    QTest::addColumn<QByteArray>("bytes");
    QTest::addColumn<QStringList>("events");
    QTest::newRow("one page") << QByteArray(R"({"C": "USD", "Items": [{"p": 1}, {"p": 2}], "Count": 2})")
                              << texts({"item Items[0] {\"p\":1}", "item Items[1] {\"p\":2}",
                                             "page  {\"C\":\"USD\",\"Count\":2,\"Items\":[]}"});
    QTest::newRow("an empty page") << QByteArray(R"({"Items": [], "NextPageLink": null, "Count": 0})")
                                   << texts({"page  {\"Count\":0,\"Items\":[],\"NextPageLink\":null}"});
    QTest::newRow("two pages run together") << QByteArray(R"({"Items": [{"p": 1}]}{"Items": [{"p": 2}], "Count": 1})")
                                            << texts({"item Items[0] {\"p\":1}", "page  {\"Items\":[]}",
                                                           "item document 2.Items[0] {\"p\":2}",
                                                           "page document 2 {\"Count\":1,\"Items\":[]}"});
    QTest::newRow("pages on lines of their own")
        << QByteArray("{\"Items\": [{\"p\": 1}]}\r\n\r\n{\"Items\": [{\"p\": 2}]}\n{\"Items\": []}\n")
        << texts({"item Items[0] {\"p\":1}", "page  {\"Items\":[]}", "item document 2.Items[0] {\"p\":2}",
                       "page document 2 {\"Items\":[]}", "page document 3 {\"Items\":[]}"});
    QTest::newRow("an array of pages") << QByteArray(R"([{"Items": [{"p": 1}, {"p": 2}]}, {"Items": [{"p": 3}], "N": null}])")
                                       << texts({"item [0].Items[0] {\"p\":1}", "item [0].Items[1] {\"p\":2}",
                                                      "page [0] {\"Items\":[]}", "item [1].Items[0] {\"p\":3}",
                                                      "page [1] {\"Items\":[],\"N\":null}"});
    QTest::newRow("items without a page") << QByteArray(R"([{"p": 1, "s": [{"t": 1}]}, {"p": 2}])")
                                          << texts({"page [0] {\"p\":1,\"s\":[{\"t\":1}]}", "page [1] {\"p\":2}"});
    QTest::newRow("items one after another") << QByteArray("{\"p\": 1}\n{\"p\": 2}\n")
                                             << texts({"page  {\"p\":1}", "page document 2 {\"p\":2}"});
    QTest::newRow("a page, then an array of pages")
        << QByteArray(R"({"Items": [{"p": 1}]} [{"Items": [{"p": 2}]}])")
        << texts({"item Items[0] {\"p\":1}", "page  {\"Items\":[]}", "item document 2[0].Items[0] {\"p\":2}",
                       "page document 2[0] {\"Items\":[]}"});
    QTest::newRow("an empty array") << QByteArray("[]") << texts({});
    QTest::newRow("Items deeper down are no page's") << QByteArray(R"({"x": {"Items": [1]}})")
                                                     << texts({"page  {\"x\":{\"Items\":[1]}}"});
}

void TestJsonItemReader::pages()
{
    QFETCH(QByteArray, bytes);
    QFETCH(QStringList, events);
    QString error;
    QCOMPARE(pageEvents(bytes, &error), events);
    QCOMPARE(error, QString());
    // The same in UTF-16 from PowerShell.
    QCOMPARE(pageEvents(fieldsamples::asPowerShellFile(bytes), &error), events);
    QCOMPARE(error, QString());
}

void TestJsonItemReader::pageErrors_data()
{
    QTest::addColumn<QByteArray>("bytes");
    QTest::addColumn<QString>("message");
    QTest::newRow("key twice in the second page") << QByteArray("{\"Items\": []}\n{\"Items\": [{\"a\": 1, \"a\": 2}]}")
                                                  << "in.json: document 2.Items[0].a: is given twice";
    QTest::newRow("second page cut short") << QByteArray("{\"Items\": []}\n{\"Items\": [{\"a\": ")
                                           << "in.json: document 2.Items[0]: malformed JSON at line 2, column 18: the "
                                              "file ends early (is it complete?)";
    QTest::newRow("number out of range in the third page")
        << QByteArray("{\"Items\": []}{\"Items\": []}\n{\"Items\": [{\"p\": 1e400}]}")
        << "in.json: document 3.Items[0].p: must be a finite number";
    QTest::newRow("garbage after a page") << QByteArray(R"({"Items": []} x)")
                                          << "in.json: malformed JSON at line 1, column 15";
    QTest::newRow("a number after a page") << QByteArray(R"({"Items": []} 5)")
                                           << "in.json: malformed JSON at line 1, column 15";
    QTest::newRow("an array of pages cut short") << QByteArray("[{\"Items\": [{\"p\": 1}]},\n {\"Items\": [{\"p\": 2}, {\"q\": [1, ")
                                                 << "in.json: [1].Items[1]: malformed JSON at line 2, column 33: the file "
                                                    "ends early (is it complete?)";
    QTest::newRow("syntax error in an array of pages") << QByteArray("[{\"Items\": [{\"p\": 1}]},\n {\"Items\": [{\"p\" 2}]}]")
                                                       << "in.json: [1].Items[0].p: malformed JSON at line 2, column 18";
}

void TestJsonItemReader::pageErrors()
{
    QFETCH(QByteArray, bytes);
    QFETCH(QString, message);
    QString error;
    pageEvents(bytes, &error);
    QCOMPARE(error, message);
    // Outside pages, a second document is an error where it starts.
    Collected c;
    const auto two = read(R"({"Items": []}{"Items": []})", {false, "Items"}, c);
    QVERIFY(!two.ok());
    QCOMPARE(two.error().toLine(), QStringLiteral("in.json: malformed JSON at line 1, column 14"));
}

void TestJsonItemReader::otherOutputs_data()
{
    QTest::addColumn<QByteArray>("bytes");
    QTest::addColumn<QString>("message");
    const QString table = QStringLiteral("in.json: this is az table output (-o table), not JSON; rerun the command with -o json");
    const QString yaml = QStringLiteral("in.json: this is az YAML output (-o yaml), not JSON; rerun the command with -o json");
    const QString tsv = QStringLiteral("in.json: this is az TSV output (-o tsv), not JSON; rerun the command with -o json");
    const QByteArray tableText = "Name                  CurrentValue    Limit\n--------------------  --------------  -------\n"
                                 "Total Regional vCPUs  0               4\n";
    QTest::newRow("-o table") << tableText << table;
    QTest::newRow("-o table from PowerShell") << fieldsamples::asPowerShellFile(tableText) << table;
    QTest::newRow("-o table after an empty line") << "\n" + tableText << table;
    QTest::newRow("-o yaml, a list") << QByteArray("- currentValue: '0'\n  limit: '4'\n  name:\n    value: cores\n") << yaml;
    QTest::newRow("-o yaml, an object") << QByteArray("BillingCurrency: USD\nCount: 0\nItems: []\n") << yaml;
    QTest::newRow("-o tsv") << QByteArray("0\t4\tTotal Regional vCPUs\n0\t25000\tVirtual Machines\n") << tsv;
    QTest::newRow("-o tsv coloured") << QByteArray("\x1b[1m0\t4\tCores\x1b[0m\n") << tsv;
    QTest::newRow("an ellipsis line") << QByteArray("[\n  \xE2\x80\xA6\n  {\"currentValue\": 4}\n]")
                                      << "in.json: line 2: \"\xE2\x80\xA6\" stands for lines left out: this looks like a "
                                         "shortened example, not what az printed; import the command's whole output (-o "
                                         "json)";
    QTest::newRow("three dots") << QByteArray("[\n  {\"currentValue\": 4},\n  ...\n]")
                                << "in.json: line 3: \"...\" stands for lines left out: this looks like a shortened "
                                   "example, not what az printed; import the command's whole output (-o json)";
    // Anything else is malformed JSON, as before.
    QTest::newRow("prose") << QByteArray("Quota here\n") << "in.json: malformed JSON at line 1, column 1";
    QTest::newRow("a trailing comma") << QByteArray("[{\"a\": 1},]") << "in.json: [0]: malformed JSON at line 1, column 11";
    QTest::newRow("a colon in a broken JSON file") << QByteArray("[\n  {\"a\": 1}\n  {\"b\": 2}\n]")
                                                   << "in.json: [0]: malformed JSON at line 3, column 3";
}

void TestJsonItemReader::otherOutputs()
{
    QFETCH(QByteArray, bytes);
    QFETCH(QString, message);
    Collected c;
    const auto r = read(bytes, {true, {}}, c);
    QVERIFY(!r.ok());
    QCOMPARE(r.error().toLine(), message);
    QString error;
    pageEvents(bytes, &error);
    QCOMPARE(error, message);
}

// The line and column of the first byte of `bytes` that `marker` starts (columns count
// characters), as an error message names them.
QString positionOf(const QByteArray &bytes, const QByteArray &marker)
{
    const qsizetype at = bytes.indexOf(marker);
    const QByteArray before = bytes.left(at);
    const qsizetype lineStart = before.lastIndexOf('\n') + 1;
    const qsizetype column = QString::fromUtf8(before.mid(lineStart)).toUcs4().size() + 1;
    return QStringLiteral("line %1, column %2").arg(before.count('\n') + 1).arg(column);
}

// Lines, columns and the text at the error counted from the chunks as they were read, in any
// chunk and across the cuts between them; the first 4 KiB still tell az's other outputs apart.
void TestJsonItemReader::errorPositionFromTheBytesRead_data()
{
    QTest::addColumn<QByteArray>("bytes");
    QTest::addColumn<QByteArray>("marker"); // where the error is
    QByteArray many = "[\n";
    for (int i = 0; i < 100000; ++i) {
        many += "  {\"index\": " + QByteArray::number(i) + ", \"pad\": \"\xC3\xA9\xF0\x9F\x98\x80\"},\n";
    }
    QVERIFY(many.size() > 3 * (1 << 20));
    QTest::newRow("third chunk") << QByteArray(many + "  {\"index\": oops}\n]") << QByteArray("oops");
    // An error on the first character of the second chunk, and one just before the cut.
    QByteArray line(1 << 20, ' ');
    line[0] = '[';
    QTest::newRow("at the cut") << QByteArray(line + "oops]") << QByteArray("oops");
    QByteArray before = line;
    before[(1 << 20) - 1] = 'x';
    QTest::newRow("before the cut") << QByteArray(before + " 1]") << QByteArray("x");
    // A number ends at the character after it: the parser looks one ahead, into the next chunk
    // or past the end, and the error is at the number, in the chunk before.
    QByteArray numberAtCut = "[]" + QByteArray((1 << 20) - 3, ' ') + "5";
    QTest::newRow("a number at the cut") << QByteArray(numberAtCut + " \n") << QByteArray("5");
    QTest::newRow("a number at the end") << QByteArray("[]\n  5") << QByteArray("5");
    QTest::newRow("one long line") << QByteArray("[" + QByteArray(3 << 20, ' ') + "\xC3\xA9 ]")
                                   << QByteArray("\xC3\xA9");
}

void TestJsonItemReader::errorPositionFromTheBytesRead()
{
    QFETCH(QByteArray, bytes);
    QFETCH(QByteArray, marker);
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("big.json"));
    QVERIFY(fieldsamples::writeFile(path, bytes));
    const auto r = JsonItemReader::readFile(path, {true, {}}, [](std::size_t, json &) { return true; });
    QVERIFY(!r.ok());
    QVERIFY2(r.error().message.startsWith(QStringLiteral("malformed JSON at ") + positionOf(bytes, marker)),
             qPrintable(r.error().toLine()));
    Collected c;
    const auto fromBytes = read(bytes, {true, {}}, c);
    QVERIFY(!fromBytes.ok());
    QCOMPARE(fromBytes.error().message, r.error().message);
}

// A FIFO is opened once: reading it again (to find the error's line) waited for a second writer
// for ever. The error comes at once, from what the first writer sent.
void TestJsonItemReader::fifoWithMalformedJson()
{
#ifndef Q_OS_UNIX
    QSKIP("FIFOs are POSIX");
#else
    // A reader that closes the FIFO early must not kill the test with SIGPIPE.
    std::signal(SIGPIPE, SIG_IGN);
    QTemporaryDir dir;
    const QByteArray fifo = QFile::encodeName(dir.filePath(QStringLiteral("usage.fifo")));
    QCOMPARE(::mkfifo(fifo.constData(), 0600), 0);
    const QByteArray bytes = "[\n  {\"currentValue\": 4},\n  {\"currentValue\": oops}\n]\n";
    std::thread writer([&] {
        const int fd = ::open(fifo.constData(), O_WRONLY | O_CLOEXEC);
        if (fd >= 0) {
            (void)!::write(fd, bytes.constData(), static_cast<std::size_t>(bytes.size()));
            ::close(fd);
        }
    });
    auto reading = std::async(std::launch::async, [&] {
        return JsonItemReader::readFile(QFile::decodeName(fifo), {true, {}}, [](std::size_t, json &) { return true; });
    });
    const bool finished = reading.wait_for(std::chrono::seconds(20)) == std::future_status::ready;
    // A reader that opens the FIFO again (each time) is let go: it gets the end of the file.
    for (int i = 0; i < 60 && reading.wait_for(std::chrono::milliseconds(500)) != std::future_status::ready; ++i) {
        const int fd = ::open(fifo.constData(), O_WRONLY | O_NONBLOCK | O_CLOEXEC);
        if (fd >= 0) {
            ::close(fd);
        }
    }
    const auto r = reading.get();
    writer.join();
    QVERIFY2(finished, "reading the FIFO hung");
    QVERIFY(!r.ok());
    QCOMPARE(r.error().toLine(), QFile::decodeName(fifo) + QStringLiteral(": [1].currentValue: malformed JSON at line 3, column 20"));
#endif
}

// The file is replaced (renamed over) while it is read: the error names the position in the file
// that was read, not in the one now under its name.
void TestJsonItemReader::fileReplacedWhileRead()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("usage.json"));
    const QByteArray bytes = "[\n  {\"a\": 1},\n\n\n\n  {\"a\": oops}\n]\n";
    QVERIFY(fieldsamples::writeFile(path, bytes));
    const QString other = dir.filePath(QStringLiteral("other.json"));
    QVERIFY(fieldsamples::writeFile(other, QByteArray("[") + QByteArray(5000, ' ') + "{\"a\": nope}]"));
    bool replaced = false;
    const auto r = JsonItemReader::readFile(path, {true, {}}, [&](std::size_t, json &) {
        if (!replaced) {
            replaced = ::rename(QFile::encodeName(other).constData(), QFile::encodeName(path).constData()) == 0;
        }
        return true;
    });
    QVERIFY(replaced);
    QVERIFY(!r.ok());
    QCOMPARE(r.error().toLine(), path + QStringLiteral(": [1].a: malformed JSON at line 6, column 9"));
}

namespace {
std::atomic<int> g_qtMessages{0};
void countMessage(QtMsgType, const QMessageLogContext &, const QString &)
{
    ++g_qtMessages;
}
} // namespace

// The file is removed while it is read: one error, and no Qt warning ("device not open") besides.
void TestJsonItemReader::fileRemovedWhileRead()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("usage.json"));
    QVERIFY(fieldsamples::writeFile(path, QByteArray("[{\"a\": 1},\n {\"a\": oops}]")));
    bool removed = false;
    g_qtMessages = 0;
    const QtMessageHandler previous = qInstallMessageHandler(countMessage);
    const auto r = JsonItemReader::readFile(path, {true, {}}, [&](std::size_t, json &) {
        if (!removed) {
            removed = QFile::remove(path);
        }
        return true;
    });
    qInstallMessageHandler(previous);
    QVERIFY(removed);
    QVERIFY(!r.ok());
    QCOMPARE(r.error().toLine(), path + QStringLiteral(": [1].a: malformed JSON at line 2, column 8"));
    QCOMPARE(g_qtMessages.load(), 0);
}

void TestJsonItemReader::folderIsRefused()
{
    QTemporaryDir dir;
    const auto r = JsonItemReader::readFile(dir.path(), {true, {}}, [](std::size_t, json &) { return true; });
    QVERIFY(!r.ok());
    QCOMPARE(r.error().toLine(), dir.path() + QStringLiteral(": cannot read the file: Is a directory"));
}

// A file larger than its limit is refused with one line, read no further than the limit and a
// byte (a pipe that never ends); one at the limit is read. Pages have a limit of their own.
void TestJsonItemReader::sizeLimit()
{
    QCOMPARE(JsonItemReader::kMaxFileBytes, 256LL << 20);
    QCOMPARE(JsonItemReader::kMaxPagesFileBytes, 1024LL << 20);
    QTemporaryDir dir;
    const qint64 limit = 1 << 20;
    const QByteArray atLimit = "[1," + QByteArray(limit - 5, ' ') + "2]";
    QCOMPARE(atLimit.size(), limit);
    const QByteArray past = atLimit + " ";
    const QString path = dir.filePath(QStringLiteral("items.json"));
    const auto items = [&](const QByteArray &bytes, bool fromFile) {
        JsonItemReader::Target target{true, {}};
        target.maxBytes = limit;
        const auto onItem = [](std::size_t, json &) { return true; };
        if (!fromFile) {
            return JsonItemReader::readBytes(bytes, path, target, onItem);
        }
        fieldsamples::writeFile(path, bytes);
        return JsonItemReader::readFile(path, target, onItem);
    };
    for (const bool fromFile : {false, true}) {
        QVERIFY(items(atLimit, fromFile).ok());
        const auto r = items(past, fromFile);
        QVERIFY(!r.ok());
        QCOMPARE(r.error().toLine(), path + QStringLiteral(": is larger than 1 MiB, the most an import file of this kind may be"));
    }
    // Pages: the same, with the pages' own limit.
    JsonItemReader::Pages pages{"Items", {}, [](const QString &, json &) { return true; },
                                [](const QString &, json &) { return true; }};
    pages.maxBytes = limit;
    const QByteArray page = R"({"Items": [1]})";
    QVERIFY(JsonItemReader::readPagesBytes(page + QByteArray(limit - page.size(), ' '), path, pages).ok());
    const auto r = JsonItemReader::readPagesBytes(page + QByteArray(limit - page.size(), ' ') + page, path, pages);
    QVERIFY(!r.ok());
    QCOMPARE(r.error().message, QStringLiteral("is larger than 1 MiB, the most an import file of this kind may be"));
}

QTEST_GUILESS_MAIN(TestJsonItemReader)
#include "tst_jsonitemreader.moc"
