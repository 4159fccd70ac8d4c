// SPDX-FileCopyrightText: GPU Capacity Planner contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// Streaming one array element at a time with nlohmann's SAX parser.
#include "data/formats/JsonItemReader.h"

#include <QTemporaryDir>
#include <QTest>

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
} // namespace

class TestJsonItemReader : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void streamsTheItemsArray();
    void streamsTheRootArray();
    void keepsOnlyWantedKeys();
    void errors_data();
    void errors();
    void callbackStops();
    void readsFilesInChunks();
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

QTEST_GUILESS_MAIN(TestJsonItemReader)
#include "tst_jsonitemreader.moc"
