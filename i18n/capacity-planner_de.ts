<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context>
    <name>CatalogJson</name>
    <message>
        <location filename="../data/formats/CatalogJson.cpp" line="189"/>
        <source>must not be empty</source>
        <translation>darf nicht leer sein</translation>
    </message>
    <message>
        <location filename="../data/formats/CatalogJson.cpp" line="214"/>
        <source>must be available, preview, retiring or retired</source>
        <translation>muss available, preview, retiring oder retired sein</translation>
    </message>
    <message>
        <location filename="../data/formats/CatalogJson.cpp" line="183"/>
        <location filename="../data/formats/CatalogJson.cpp" line="228"/>
        <source>unknown field</source>
        <translation>unbekanntes Feld</translation>
    </message>
    <message>
        <location filename="../data/formats/CatalogJson.cpp" line="255"/>
        <location filename="../data/formats/CatalogJson.cpp" line="309"/>
        <source>must be dedicated or low_priority</source>
        <translation>muss dedicated oder low_priority sein</translation>
    </message>
    <message>
        <location filename="../data/formats/CatalogJson.cpp" line="260"/>
        <source>must be on_demand, spot, reservation or savings_plan</source>
        <translation>muss on_demand, spot, reservation oder savings_plan sein</translation>
    </message>
    <message>
        <location filename="../data/formats/CatalogJson.cpp" line="265"/>
        <source>must be 0, 1 or 3</source>
        <translation>muss 0, 1 oder 3 sein</translation>
    </message>
    <message>
        <location filename="../data/formats/CatalogJson.cpp" line="303"/>
        <source>must be family or regional</source>
        <translation>muss family oder regional sein</translation>
    </message>
    <message>
        <location filename="../data/formats/CatalogJson.cpp" line="330"/>
        <source>must name Azure&apos;s reason, e.g. NotAvailableForSubscription</source>
        <translation>muss Azures Grund nennen, z. B. NotAvailableForSubscription</translation>
    </message>
    <message>
        <location filename="../data/formats/CatalogJson.cpp" line="349"/>
        <source>must be an ARM region name: lower-case letters and digits</source>
        <translation>muss ein ARM-Regionsname sein: Kleinbuchstaben und Ziffern</translation>
    </message>
    <message>
        <location filename="../data/formats/CatalogJson.cpp" line="353"/>
        <source>must be intra_continent or inter_continent</source>
        <translation>muss intra_continent oder inter_continent sein</translation>
    </message>
    <message>
        <location filename="../data/formats/CatalogJson.cpp" line="358"/>
        <source>must be a three-letter currency code such as USD</source>
        <translation>muss ein dreibuchstabiger Währungscode wie USD sein</translation>
    </message>
</context>
<context>
    <name>capplan::data::CatalogJson</name>
    <message>
        <location filename="../data/formats/CatalogJson.cpp" line="47"/>
        <source>unknown field</source>
        <translation>unbekanntes Feld</translation>
    </message>
    <message>
        <location filename="../data/formats/CatalogJson.cpp" line="56"/>
        <source>is missing</source>
        <translation>fehlt</translation>
    </message>
    <message>
        <location filename="../data/formats/CatalogJson.cpp" line="65"/>
        <location filename="../data/formats/CatalogJson.cpp" line="444"/>
        <location filename="../data/formats/CatalogJson.cpp" line="463"/>
        <location filename="../data/formats/CatalogJson.cpp" line="482"/>
        <source>must be an array, not %1</source>
        <translation>muss ein Array sein, nicht %1</translation>
    </message>
    <message>
        <location filename="../data/formats/CatalogJson.cpp" line="74"/>
        <location filename="../data/formats/CatalogJson.cpp" line="148"/>
        <source>must not be negative (got %1)</source>
        <translation>darf nicht negativ sein (ist %1)</translation>
    </message>
    <message>
        <location filename="../data/formats/CatalogJson.cpp" line="83"/>
        <source>must be a whole number from 0 to 1,000,000</source>
        <translation>muss eine ganze Zahl von 0 bis 1.000.000 sein</translation>
    </message>
    <message>
        <location filename="../data/formats/CatalogJson.cpp" line="95"/>
        <source>must be true or false, not %1</source>
        <translation>muss true oder false sein, nicht %1</translation>
    </message>
    <message>
        <location filename="../data/formats/CatalogJson.cpp" line="109"/>
        <source>must be default, user or import</source>
        <translation>muss default, user oder import sein</translation>
    </message>
    <message>
        <location filename="../data/formats/CatalogJson.cpp" line="141"/>
        <source>must not be empty</source>
        <translation>darf nicht leer sein</translation>
    </message>
    <message>
        <location filename="../data/formats/CatalogJson.cpp" line="143"/>
        <source>must not contain spaces</source>
        <translation>darf keine Leerzeichen enthalten</translation>
    </message>
    <message>
        <location filename="../data/formats/CatalogJson.cpp" line="145"/>
        <source>must be a finite number</source>
        <translation>muss eine endliche Zahl sein</translation>
    </message>
    <message>
        <location filename="../data/formats/CatalogJson.cpp" line="147"/>
        <source>must not be negative</source>
        <translation>darf nicht negativ sein</translation>
    </message>
    <message>
        <location filename="../data/formats/CatalogJson.cpp" line="150"/>
        <source>must be greater than zero (got %1)</source>
        <translation>muss größer als null sein (ist %1)</translation>
    </message>
    <message>
        <location filename="../data/formats/CatalogJson.cpp" line="152"/>
        <source>must be at most %1 (got %2)</source>
        <translation>darf höchstens %1 sein (ist %2)</translation>
    </message>
    <message>
        <location filename="../data/formats/CatalogJson.cpp" line="154"/>
        <source>must be a date as yyyy-mm-dd, or empty</source>
        <translation>muss ein Datum als jjjj-mm-tt oder leer sein</translation>
    </message>
    <message>
        <location filename="../data/formats/CatalogJson.cpp" line="156"/>
        <source>must be an ARM region name: lower-case letters and digits</source>
        <translation>muss ein ARM-Regionsname sein: Kleinbuchstaben und Ziffern</translation>
    </message>
    <message>
        <location filename="../data/formats/CatalogJson.cpp" line="158"/>
        <source>must be a three-letter currency code such as USD</source>
        <translation>muss ein dreistelliger Währungscode wie USD sein</translation>
    </message>
    <message>
        <location filename="../data/formats/CatalogJson.cpp" line="160"/>
        <source>must be low_priority for Spot prices</source>
        <translation>muss für Spot-Preise low_priority sein</translation>
    </message>
    <message>
        <location filename="../data/formats/CatalogJson.cpp" line="162"/>
        <source>must be dedicated for reservations and savings plans</source>
        <translation>muss für Reservierungen und Sparpläne dedicated sein</translation>
    </message>
    <message>
        <location filename="../data/formats/CatalogJson.cpp" line="164"/>
        <source>must be 1 or 3 for reservations and savings plans</source>
        <translation>muss bei Reservierungen und Sparplänen 1 oder 3 sein</translation>
    </message>
    <message>
        <location filename="../data/formats/CatalogJson.cpp" line="166"/>
        <source>must be 0 for on-demand and Spot prices</source>
        <translation>muss bei On-Demand- und Spot-Preisen 0 sein</translation>
    </message>
    <message>
        <location filename="../data/formats/CatalogJson.cpp" line="168"/>
        <source>must not be negative (-1: no limit of its own)</source>
        <translation>darf nicht negativ sein (-1: kein eigenes Limit)</translation>
    </message>
    <message>
        <location filename="../data/formats/CatalogJson.cpp" line="170"/>
        <source>is not valid</source>
        <translation>ist ungültig</translation>
    </message>
    <message>
        <location filename="../data/formats/CatalogJson.cpp" line="287"/>
        <source>must be a whole number or null</source>
        <translation>muss eine ganze Zahl oder null sein</translation>
    </message>
    <message>
        <location filename="../data/formats/CatalogJson.cpp" line="370"/>
        <source>must be import or user</source>
        <translation>muss import oder user sein</translation>
    </message>
    <message>
        <location filename="../data/formats/CatalogJson.cpp" line="378"/>
        <source>a catalog is a JSON object, not %1</source>
        <translation>ein Katalog ist ein JSON-Objekt, nicht %1</translation>
    </message>
    <message>
        <location filename="../data/formats/CatalogJson.cpp" line="383"/>
        <source>is not &quot;%1&quot;</source>
        <translation>ist nicht &quot;%1&quot;</translation>
    </message>
    <message>
        <location filename="../data/formats/CatalogJson.cpp" line="387"/>
        <source>must be a whole number from 1</source>
        <translation>muss eine ganze Zahl ab 1 sein</translation>
    </message>
    <message>
        <location filename="../data/formats/CatalogJson.cpp" line="391"/>
        <source>was written by a newer version of this application (version %1, this version reads %2)</source>
        <translation>wurde von einer neueren Version dieser Anwendung geschrieben (Version %1, diese Version liest %2)</translation>
    </message>
    <message>
        <location filename="../data/formats/CatalogJson.cpp" line="409"/>
        <source>must be a region name</source>
        <translation>muss ein Regionsname sein</translation>
    </message>
    <message>
        <location filename="../data/formats/CatalogJson.cpp" line="412"/>
        <source>is given twice</source>
        <translation>ist doppelt angegeben</translation>
    </message>
    <message>
        <location filename="../data/formats/CatalogJson.cpp" line="423"/>
        <source>&quot;%1&quot; is given twice</source>
        <translation>„%1“ ist doppelt angegeben</translation>
    </message>
    <message>
        <location filename="../data/formats/CatalogJson.cpp" line="434"/>
        <location filename="../data/formats/CatalogJson.cpp" line="471"/>
        <source>&quot;%1&quot; is not a size of this catalog</source>
        <translation>„%1“ ist keine VM-Größe dieses Katalogs</translation>
    </message>
    <message>
        <location filename="../data/formats/CatalogJson.cpp" line="437"/>
        <source>the same size, region, tier, kind, term and currency is given twice</source>
        <translation>dieselbe Größe, Region, derselbe Tarif, dieselbe Art, Laufzeit und Währung ist zweimal angegeben</translation>
    </message>
    <message>
        <location filename="../data/formats/CatalogJson.cpp" line="474"/>
        <source>the same size and region is given twice</source>
        <translation>dieselbe Größe und Region ist zweimal angegeben</translation>
    </message>
    <message>
        <location filename="../data/formats/CatalogJson.cpp" line="489"/>
        <source>the same region, scope, currency and tier is given twice</source>
        <translation>dieselbe Region, Reichweite, Währung und Stufe ist zweimal angegeben</translation>
    </message>
    <message>
        <location filename="../data/formats/CatalogJson.cpp" line="454"/>
        <source>the same region, family and tier is given twice</source>
        <translation>dieselbe Kombination aus Region, Familie und Tarif ist doppelt angegeben</translation>
    </message>
</context>
<context>
    <name>capplan::data::CatalogStore</name>
    <message>
        <location filename="../data/store/CatalogStore.cpp" line="102"/>
        <source>the embedded catalog is malformed: %1</source>
        <translation>der integrierte Katalog ist fehlerhaft: %1</translation>
    </message>
    <message>
        <location filename="../data/store/CatalogStore.cpp" line="98"/>
        <source>the embedded default catalog is missing</source>
        <translation>der integrierte Standardkatalog fehlt</translation>
    </message>
    <message>
        <location filename="../data/store/CatalogStore.cpp" line="155"/>
        <source>cannot open the catalog: %1</source>
        <translation>der Katalog kann nicht geöffnet werden: %1</translation>
    </message>
    <message>
        <location filename="../data/store/CatalogStore.cpp" line="161"/>
        <location filename="../data/store/CatalogStore.cpp" line="175"/>
        <source>the catalog file is damaged or not a catalog (%1); it was left untouched</source>
        <translation>die Katalogdatei ist beschädigt oder kein Katalog (%1); sie wurde nicht verändert</translation>
    </message>
    <message>
        <location filename="../data/store/CatalogStore.cpp" line="168"/>
        <source>the catalog file is damaged (%1); it was left untouched</source>
        <translation>die Katalogdatei ist beschädigt (%1); sie wurde nicht verändert</translation>
    </message>
    <message>
        <location filename="../data/store/CatalogStore.cpp" line="180"/>
        <source>the catalog was written by a newer version of this application (schema %1, this version knows %2); it was left untouched</source>
        <translation>der Katalog wurde von einer neueren Version dieser Anwendung geschrieben (Schema %1, diese Version kennt %2); er wurde nicht verändert</translation>
    </message>
    <message>
        <location filename="../data/store/CatalogStore.cpp" line="191"/>
        <source>the file is a SQLite database but not a catalog of this application; it was left untouched</source>
        <translation>die Datei ist eine SQLite-Datenbank, aber kein Katalog dieser Anwendung; sie wurde nicht verändert</translation>
    </message>
    <message>
        <location filename="../data/store/CatalogStore.cpp" line="201"/>
        <source>cannot back up the catalog before upgrading it: %1</source>
        <translation>der Katalog kann vor der Aktualisierung nicht gesichert werden: %1</translation>
    </message>
    <message>
        <location filename="../data/store/CatalogStore.cpp" line="262"/>
        <source>migration %1 is missing</source>
        <translation>Migration %1 fehlt</translation>
    </message>
    <message>
        <location filename="../data/store/CatalogStore.cpp" line="255"/>
        <source>cannot start migration %1: %2</source>
        <translation>Migration %1 kann nicht gestartet werden: %2</translation>
    </message>
    <message>
        <location filename="../data/store/CatalogStore.cpp" line="274"/>
        <source>migration %1 failed: %2</source>
        <translation>Migration %1 ist fehlgeschlagen: %2</translation>
    </message>
    <message>
        <location filename="../data/store/CatalogStore.cpp" line="395"/>
        <source>cannot load the default catalog: %1</source>
        <translation>der Standardkatalog kann nicht geladen werden: %1</translation>
    </message>
    <message>
        <location filename="../data/store/CatalogStore.cpp" line="551"/>
        <source>this catalog&apos;s schema (%1) keeps on-demand prices only</source>
        <translation>das Schema dieses Katalogs (%1) speichert nur On-Demand-Preise</translation>
    </message>
    <message>
        <location filename="../data/store/CatalogStore.cpp" line="604"/>
        <source>this catalog&apos;s schema (%1) keeps no quota</source>
        <translation>das Schema dieses Katalogs (%1) speichert keine Kontingente</translation>
    </message>
    <message>
        <location filename="../data/store/CatalogStore.cpp" line="638"/>
        <source>this catalog&apos;s schema (%1) keeps no restrictions</source>
        <translation>das Schema dieses Katalogs (%1) speichert keine Einschränkungen</translation>
    </message>
    <message>
        <location filename="../data/store/CatalogStore.cpp" line="663"/>
        <source>this catalog&apos;s schema (%1) keeps no data-transfer prices</source>
        <translation>das Schema dieses Katalogs (%1) speichert keine Datenübertragungspreise</translation>
    </message>
    <message>
        <location filename="../data/store/CatalogStore.cpp" line="687"/>
        <source>a size needs a name</source>
        <translation>eine VM-Größe braucht einen Namen</translation>
    </message>
    <message>
        <location filename="../data/store/CatalogStore.cpp" line="695"/>
        <source>a price must be a positive number</source>
        <translation>ein Preis muss eine positive Zahl sein</translation>
    </message>
    <message>
        <location filename="../data/store/CatalogStore.cpp" line="731"/>
        <source>a quota row needs a region and a family</source>
        <translation>eine Kontingentzeile braucht eine Region und eine Familie</translation>
    </message>
    <message>
        <location filename="../data/store/CatalogStore.cpp" line="734"/>
        <source>quota numbers must not be negative</source>
        <translation>Kontingentwerte dürfen nicht negativ sein</translation>
    </message>
    <message>
        <location filename="../data/store/CatalogStore.cpp" line="764"/>
        <source>&quot;%1&quot; is not in the shipped catalog, so it has no default</source>
        <translation>„%1“ ist nicht im mitgelieferten Katalog enthalten und hat daher keinen Standardwert</translation>
    </message>
    <message>
        <location filename="../data/store/CatalogStore.cpp" line="773"/>
        <source>&quot;%1&quot; is not a size in the catalog</source>
        <translation>„%1“ ist keine VM-Größe im Katalog</translation>
    </message>
    <message>
        <location filename="../data/store/CatalogStore.cpp" line="782"/>
        <source>&quot;%1&quot; is not a field of a size</source>
        <translation>„%1“ ist kein Feld einer VM-Größe</translation>
    </message>
    <message>
        <location filename="../data/store/CatalogStore.cpp" line="808"/>
        <source>the shipped catalog has no such price for &quot;%1&quot; in &quot;%2&quot; in %3</source>
        <translation>der mitgelieferte Katalog hat keinen solchen Preis für „%1“ in „%2“ in %3</translation>
    </message>
    <message>
        <location filename="../data/store/CatalogStore.cpp" line="818"/>
        <source>the preview holds no catalog to import</source>
        <translation>die Vorschau enthält keinen Katalog zum Importieren</translation>
    </message>
    <message>
        <location filename="../data/store/CatalogStore.cpp" line="876"/>
        <source>this catalog&apos;s schema (%1) is too old to import a catalog</source>
        <translation>das Schema dieses Katalogs (%1) ist zu alt, um einen Katalog zu importieren</translation>
    </message>
    <message>
        <location filename="../data/store/CatalogStore.cpp" line="1107"/>
        <source>the catalog file is damaged (%1, out of range); it was left untouched</source>
        <translation>die Katalogdatei ist beschädigt (%1, außerhalb des zulässigen Bereichs); sie wurde nicht verändert</translation>
    </message>
    <message>
        <location filename="../data/store/CatalogStore.cpp" line="1195"/>
        <source>the catalog file is damaged (transfer_prices.scope of %1 is &quot;%2&quot;); it was left untouched</source>
        <translation>die Katalogdatei ist beschädigt (transfer_prices.scope von %1 ist „%2“); sie wurde nicht verändert</translation>
    </message>
    <message>
        <location filename="../data/store/CatalogStore.cpp" line="281"/>
        <source>the upgrade from schema %1 to %2 failed and was undone: %3</source>
        <translation>das Upgrade von Schema %1 auf %2 ist fehlgeschlagen und wurde rückgängig gemacht: %3</translation>
    </message>
    <message>
        <location filename="../data/store/CatalogStoreModels.cpp" line="99"/>
        <location filename="../data/store/CatalogStoreModels.cpp" line="106"/>
        <source>cannot load the model library: %1</source>
        <translation>die Modellbibliothek kann nicht geladen werden: %1</translation>
    </message>
    <message>
        <location filename="../data/store/CatalogStoreModels.cpp" line="134"/>
        <source>the catalog file is damaged (model %1: %2); it was left untouched</source>
        <translation>die Katalogdatei ist beschädigt (Modell %1: %2); sie wurde nicht verändert</translation>
    </message>
    <message>
        <location filename="../data/store/CatalogStoreModels.cpp" line="153"/>
        <location filename="../data/store/CatalogStoreModels.cpp" line="183"/>
        <source>this catalog&apos;s schema (%1) keeps no models</source>
        <translation>das Schema dieses Katalogs (%1) speichert keine Modelle</translation>
    </message>
    <message>
        <location filename="../data/store/CatalogStoreModels.cpp" line="156"/>
        <source>&quot;%1&quot; is not a model name: lower case letters, digits, &apos;.&apos;, &apos;-&apos; or &apos;_&apos;, starting with a letter</source>
        <translation>„%1“ ist kein Modellname: Kleinbuchstaben, Ziffern, „.“, „-“ oder „_“, beginnend mit einem Buchstaben</translation>
    </message>
    <message>
        <location filename="../data/store/CatalogStoreModels.cpp" line="162"/>
        <source>the architecture does not hold together</source>
        <translation>die Architektur passt nicht zusammen</translation>
    </message>
    <message>
        <location filename="../data/store/CatalogStoreModels.cpp" line="168"/>
        <source>&quot;%1&quot; is a model of the shipped library; save yours under another name</source>
        <translation>„%1“ ist ein Modell der mitgelieferten Bibliothek; speichern Sie Ihres unter einem anderen Namen</translation>
    </message>
</context>
<context>
    <name>capplan::data::ChartPainter</name>
    <message>
        <location filename="../render/ChartPainter.cpp" line="164"/>
        <source>Wall clock</source>
        <translation>Laufzeit</translation>
    </message>
    <message>
        <location filename="../render/ChartPainter.cpp" line="165"/>
        <location filename="../render/ChartPainter.cpp" line="394"/>
        <source>Cost</source>
        <translation>Kosten</translation>
    </message>
    <message>
        <location filename="../render/ChartPainter.cpp" line="167"/>
        <source>Estimate&apos;s band</source>
        <translation>Spanne der Schätzung</translation>
    </message>
    <message>
        <location filename="../render/ChartPainter.cpp" line="170"/>
        <source>Deadline %1</source>
        <translation>Frist %1</translation>
    </message>
    <message>
        <location filename="../render/ChartPainter.cpp" line="174"/>
        <source>Budget %1</source>
        <translation>Budget %1</translation>
    </message>
    <message>
        <location filename="../render/ChartPainter.cpp" line="308"/>
        <source>recommended: 1 node</source>
        <translation>empfohlen: 1 Knoten</translation>
    </message>
    <message>
        <location filename="../render/ChartPainter.cpp" line="308"/>
        <source>recommended: %1 nodes</source>
        <translation>empfohlen: %1 Knoten</translation>
    </message>
    <message>
        <location filename="../render/ChartPainter.cpp" line="382"/>
        <source>Nodes</source>
        <translation>Knoten</translation>
    </message>
    <message>
        <location filename="../render/ChartPainter.cpp" line="388"/>
        <source>Wall clock (hours)</source>
        <translation>Laufzeit (Stunden)</translation>
    </message>
    <message>
        <location filename="../render/ChartPainter.cpp" line="408"/>
        <source>drawing the chart needs a QGuiApplication (fonts)</source>
        <translation>zum Zeichnen des Diagramms wird eine QGuiApplication benötigt (Schriftarten)</translation>
    </message>
    <message>
        <location filename="../render/ChartPainter.cpp" line="411"/>
        <source>the plan has errors, so there is no chart to write</source>
        <translation>der Plan enthält Fehler, daher gibt es kein Diagramm zum Schreiben</translation>
    </message>
    <message>
        <location filename="../render/ChartPainter.cpp" line="415"/>
        <source>the chart must be from 100 to %1 pixels wide and high (got %2 × %3)</source>
        <translation>das Diagramm muss zwischen 100 und %1 Pixel breit und hoch sein (ist %2 × %3)</translation>
    </message>
    <message>
        <location filename="../render/ChartPainter.cpp" line="434"/>
        <source>cannot encode the chart: %1</source>
        <translation>das Diagramm kann nicht kodiert werden: %1</translation>
    </message>
    <message>
        <location filename="../render/ChartPainter.cpp" line="444"/>
        <source>Wall clock and cost by node count</source>
        <translation>Laufzeit und Kosten nach Knotenzahl</translation>
    </message>
    <message>
        <location filename="../render/ChartPainter.cpp" line="447"/>
        <source>cannot draw the chart as SVG</source>
        <translation>das Diagramm kann nicht als SVG gezeichnet werden</translation>
    </message>
    <message>
        <location filename="../render/ChartPainter.cpp" line="452"/>
        <source>this build has no SVG support (Qt Svg); save the chart as PNG or PDF</source>
        <translation>dieser Build kann kein SVG schreiben (Qt Svg fehlt); speichern Sie das Diagramm als PNG oder PDF</translation>
    </message>
    <message>
        <location filename="../render/ChartPainter.cpp" line="463"/>
        <source>cannot draw the chart as PDF</source>
        <translation>das Diagramm kann nicht als PDF gezeichnet werden</translation>
    </message>
    <message>
        <location filename="../render/ChartPainter.cpp" line="468"/>
        <source>unknown chart format &quot;%1&quot;: use .png, .svg or .pdf</source>
        <translation>unbekanntes Diagrammformat „%1“: verwenden Sie .png, .svg oder .pdf</translation>
    </message>
    <message>
        <location filename="../render/ChartPainter.cpp" line="475"/>
        <location filename="../render/ChartPainter.cpp" line="478"/>
        <source>cannot write the chart: %1</source>
        <translation>das Diagramm kann nicht geschrieben werden: %1</translation>
    </message>
</context>
<context>
    <name>capplan::data::Database</name>
    <message>
        <location filename="../data/store/Database.cpp" line="63"/>
        <source>another program is writing to the catalog and has held it for more than %1 s; try again when it has finished</source>
        <translation>ein anderes Programm schreibt in den Katalog und hält ihn seit mehr als %1 s; versuchen Sie es erneut, wenn es fertig ist</translation>
    </message>
    <message>
        <location filename="../data/store/Database.cpp" line="80"/>
        <source>the catalog file may grow no further: the file size limit (ulimit -f) is %1 bytes (%2)</source>
        <translation>die Katalogdatei darf nicht weiter wachsen: die Dateigrößenbegrenzung (ulimit -f) beträgt %1 Byte (%2)</translation>
    </message>
    <message>
        <location filename="../data/store/Database.cpp" line="88"/>
        <source>the disk is full: no room to write the catalog (%1)</source>
        <translation>der Datenträger ist voll: kein Platz, um den Katalog zu schreiben (%1)</translation>
    </message>
    <message>
        <location filename="../data/store/Database.cpp" line="90"/>
        <source>cannot write the catalog file (%1)</source>
        <translation>die Katalogdatei kann nicht geschrieben werden (%1)</translation>
    </message>
</context>
<context>
    <name>capplan::data::Exporters</name>
    <message>
        <location filename="../data/export/Exporters.cpp" line="100"/>
        <source>the plan has errors and cannot be exported: %1</source>
        <translation>der Plan enthält Fehler und kann nicht exportiert werden: %1</translation>
    </message>
    <message>
        <location filename="../data/export/Exporters.cpp" line="109"/>
        <source>the plan cannot be exported: %1</source>
        <translation>der Plan kann nicht exportiert werden: %1</translation>
    </message>
    <message>
        <location filename="../data/export/Exporters.cpp" line="113"/>
        <source>the VM size &quot;%1&quot; is not the plan&apos;s size &quot;%2&quot;</source>
        <translation>die VM-Größe „%1“ ist nicht die VM-Größe des Plans („%2“)</translation>
    </message>
    <message>
        <location filename="../data/export/Exporters.cpp" line="128"/>
        <source>there is no recommended node count to export. %1 Choose one of the plan&apos;s node counts (%2).</source>
        <translation>es gibt keine empfohlene Knotenzahl zum Exportieren. %1 Wählen Sie eine der Knotenzahlen des Plans (%2).</translation>
    </message>
    <message>
        <location filename="../data/export/Exporters.cpp" line="137"/>
        <source>1 node is not one of the plan&apos;s options (%1)</source>
        <translation>1 Knoten ist keine Option des Plans (%1)</translation>
    </message>
    <message>
        <location filename="../data/export/Exporters.cpp" line="138"/>
        <source>%1 nodes is not one of the plan&apos;s options (%2)</source>
        <translation>%1 Knoten ist keine Option des Plans (%2)</translation>
    </message>
    <message>
        <location filename="../data/export/Exporters.cpp" line="331"/>
        <source>%1 tokens at %2 tokens/s per GPU (%3 GPU-hours at full efficiency)</source>
        <translation>%1 Tokens bei %2 Tokens/s pro GPU (%3 GPU-Stunden bei voller Effizienz)</translation>
    </message>
    <message>
        <location filename="../data/export/Exporters.cpp" line="346"/>
        <source>a %1-parameter model on %2 tokens at %3 MFU (%4 GPU-hours at full efficiency)</source>
        <translation>ein Modell mit %1 Parametern auf %2 Tokens bei %3 MFU (%4 GPU-Stunden bei voller Effizienz)</translation>
    </message>
    <message>
        <location filename="../data/export/Exporters.cpp" line="354"/>
        <source>a workload of %1 GPU-hours at full efficiency</source>
        <translation>einen Workload von %1 GPU-Stunden bei voller Effizienz</translation>
    </message>
    <message>
        <location filename="../data/export/Exporters.cpp" line="157"/>
        <location filename="../data/export/Exporters.cpp" line="359"/>
        <source>1 node</source>
        <translation>1 Knoten</translation>
    </message>
    <message>
        <location filename="../data/export/Exporters.cpp" line="151"/>
        <source> (%1 GB per GPU, more than the %2 GB the GPU has)</source>
        <translation> (%1 GB je GPU, mehr als die %2 GB der GPU)</translation>
    </message>
    <message>
        <location filename="../data/export/Exporters.cpp" line="156"/>
        <source>the model does not fit at %1%2: %3</source>
        <extracomment>%1: &quot;4 nodes&quot;; %2: the memory needed; %3: the node counts that fit, or advice</extracomment>
        <translation>das Modell passt bei %1 nicht in den Speicher%2: %3</translation>
    </message>
    <message>
        <location filename="../data/export/Exporters.cpp" line="157"/>
        <location filename="../data/export/Exporters.cpp" line="359"/>
        <source>%1 nodes</source>
        <translation>%1 Knoten</translation>
    </message>
    <message>
        <location filename="../data/export/Exporters.cpp" line="158"/>
        <source>no listed node count fits</source>
        <translation>keine der aufgeführten Knotenzahlen passt</translation>
    </message>
    <message>
        <location filename="../data/export/Exporters.cpp" line="159"/>
        <source>export one that fits (%1)</source>
        <translation>eine passende exportieren (%1)</translation>
    </message>
    <message>
        <location filename="../data/export/Exporters.cpp" line="180"/>
        <source>tensor × pipeline parallel degree %1 does not divide the world size %2</source>
        <translation>der Tensor- × Pipeline-Parallelgrad %1 teilt die Weltgröße %2 nicht</translation>
    </message>
    <message>
        <location filename="../data/export/Exporters.cpp" line="642"/>
        <source>the plan&apos;s model</source>
        <translation>das Modell des Plans</translation>
    </message>
    <message>
        <location filename="../data/export/Exporters.cpp" line="320"/>
        <source>%1 (%2 parameters) on %3 tokens</source>
        <extracomment>%1: the model&apos;s name; %2: its parameters, e.g. &quot;70.6 B&quot;; %3: tokens</extracomment>
        <translation>%1 (%2 Parameter) auf %3 Tokens</translation>
    </message>
    <message>
        <location filename="../data/export/Exporters.cpp" line="321"/>
        <source>%1 (%2 parameters)</source>
        <translation>%1 (%2 Parameter)</translation>
    </message>
    <message>
        <location filename="../data/export/Exporters.cpp" line="328"/>
        <source>%1 on %2 tokens at %3 tokens/s per GPU (%4 GPU-hours at full efficiency)</source>
        <extracomment>%1: the model&apos;s name; %2: tokens; %3: the measured tokens/s per GPU; %4: GPU-hours</extracomment>
        <translation>%1 mit %2 Tokens bei %3 Tokens/s je GPU (%4 GPU-Stunden bei voller Effizienz)</translation>
    </message>
    <message>
        <location filename="../data/export/Exporters.cpp" line="342"/>
        <source>%1 (%2 parameters) on %3 tokens at %4 MFU (%5 GPU-hours at full efficiency)</source>
        <extracomment>%1: the model&apos;s name; %2: its parameters, e.g. &quot;70.6 B&quot;; %3: tokens; %4: MFU; %5: GPU-hours</extracomment>
        <translation>%1 (%2 Parameter) mit %3 Tokens bei %4 MFU (%5 GPU-Stunden bei voller Effizienz)</translation>
    </message>
    <message>
        <location filename="../data/export/Exporters.cpp" line="352"/>
        <source>%1, a workload of %2 GPU-hours at full efficiency</source>
        <extracomment>%1: the model&apos;s name; %2: GPU-hours</extracomment>
        <translation>%1, eine Arbeitslast von %2 GPU-Stunden bei voller Effizienz</translation>
    </message>
    <message>
        <location filename="../data/export/Exporters.cpp" line="366"/>
        <source>(unnamed)</source>
        <translation>(ohne Namen)</translation>
    </message>
    <message>
        <location filename="../data/export/Exporters.cpp" line="374"/>
        <source>Plan &quot;%1&quot; trains %2 on %3 × %4 (%5 GPUs) in %6, laid out as %7. At the estimated %8 MFU it takes %9 of wall clock and costs about %10 at %11 per node-hour (%12).</source>
        <extracomment>%1: plan; %2: model and tokens; %3: nodes; %4: size; %5: GPUs; %6: region; %7: the layout; %8: MFU; %9: wall clock; %10: cost; %11: price per node-hour; %12: tier</extracomment>
        <translation>Plan „%1“ trainiert %2 auf %3 × %4 (%5 GPUs) in %6, aufgeteilt als %7. Bei der geschätzten MFU von %8 beträgt die Laufzeit %9, und die Kosten liegen bei etwa %10 (%11 pro Knotenstunde, %12).</translation>
    </message>
    <message>
        <location filename="../data/export/Exporters.cpp" line="383"/>
        <source>Plan &quot;%1&quot; trains %2 on %3 × %4 (%5 GPUs) in %6. At the planned %7 scaling efficiency it takes %8 of wall clock and costs about %9 at %10 per node-hour (%11).</source>
        <translation>Plan „%1“ trainiert %2 auf %3 × %4 (%5 GPUs) in %6. Bei der geplanten Skalierungseffizienz von %7 beträgt die Laufzeit %8, und die Kosten liegen bei etwa %9 (%10 pro Knotenstunde, %11).</translation>
    </message>
    <message>
        <location filename="../data/export/Exporters.cpp" line="393"/>
        <source>The estimate&apos;s band is %1 to %2 (%3).</source>
        <extracomment>%1, %2: wall clocks; %3: how the band was found</extracomment>
        <translation>Die Spanne der Schätzung reicht von %1 bis %2 (%3).</translation>
    </message>
    <message>
        <location filename="../data/export/Exporters.cpp" line="398"/>
        <source>This meets the %1 deadline.</source>
        <translation>Damit wird die Frist von %1 eingehalten.</translation>
    </message>
    <message>
        <location filename="../data/export/Exporters.cpp" line="399"/>
        <source>This misses the %1 deadline.</source>
        <translation>Damit wird die Frist von %1 verfehlt.</translation>
    </message>
    <message>
        <location filename="../data/export/Exporters.cpp" line="404"/>
        <source>Why this node count: %1</source>
        <translation>Begründung für diese Knotenzahl: %1</translation>
    </message>
    <message>
        <location filename="../data/export/Exporters.cpp" line="406"/>
        <source>%1 were chosen over the planner&apos;s recommendation: %2</source>
        <translation>Gewählt wurden %1, abweichend von der Empfehlung des Planers: %2</translation>
    </message>
    <message>
        <location filename="../data/export/Exporters.cpp" line="407"/>
        <source>%1 were chosen. %2</source>
        <translation>Gewählt wurden %1. %2</translation>
    </message>
    <message>
        <location filename="../data/export/Exporters.cpp" line="417"/>
        <source>unknown — import `az vm list-usage`</source>
        <translation>unbekannt — `az vm list-usage` importieren</translation>
    </message>
    <message>
        <location filename="../data/export/Exporters.cpp" line="418"/>
        <location filename="../data/export/Exporters.cpp" line="429"/>
        <location filename="../data/export/Exporters.cpp" line="882"/>
        <location filename="../data/export/Exporters.cpp" line="904"/>
        <source>unknown</source>
        <translation>unbekannt</translation>
    </message>
    <message>
        <location filename="../data/export/Exporters.cpp" line="420"/>
        <source>current limit: %1; in use: %2</source>
        <translation>aktuelles Limit: %1; genutzt: %2</translation>
    </message>
    <message>
        <location filename="../data/export/Exporters.cpp" line="425"/>
        <source>current limit and usage: %1; shortfall: %2</source>
        <translation>aktuelles Limit und Nutzung: %1; Fehlmenge: %2</translation>
    </message>
    <message>
        <location filename="../data/export/Exporters.cpp" line="430"/>
        <source>current limit: %1; in use: %2; limit needed: %3; shortfall: %4</source>
        <translation>aktuelles Limit: %1; genutzt: %2; benötigtes Limit: %3; Fehlmenge: %4</translation>
    </message>
    <message>
        <location filename="../data/export/Exporters.cpp" line="438"/>
        <source>An Azure ML cluster holds quota for its max_instances (%1) even when it has scaled to zero nodes; only deleting the cluster releases it. Delete the cluster after the run.</source>
        <translation>Ein Azure-ML-Cluster belegt Kontingent für seine max_instances (%1), auch wenn er auf null Knoten herunterskaliert ist; erst das Löschen des Clusters gibt es frei. Löschen Sie den Cluster nach dem Lauf.</translation>
    </message>
    <message>
        <location filename="../data/export/Exporters.cpp" line="443"/>
        <source>A serverless job holds its 1 node&apos;s quota only while it runs.</source>
        <translation>Ein serverloser Job belegt das Kontingent seines Knotens nur, solange er läuft.</translation>
    </message>
    <message>
        <location filename="../data/export/Exporters.cpp" line="444"/>
        <source>A serverless job holds its %1 nodes&apos; quota only while it runs.</source>
        <translation>Ein serverloser Job belegt das Kontingent seiner %1 Knoten nur, solange er läuft.</translation>
    </message>
    <message>
        <location filename="../data/export/Exporters.cpp" line="446"/>
        <source>VM scale sets and AKS node pools draw on the subscription&apos;s Compute quota per VM family (az vm list-usage), not on Azure ML quota; scale them to zero after the run.</source>
        <translation>VM-Skalierungsgruppen und AKS-Knotenpools zählen auf das Compute-Kontingent des Abonnements je VM-Familie (az vm list-usage), nicht auf das Azure-ML-Kontingent; skalieren Sie sie nach dem Lauf auf null.</translation>
    </message>
    <message>
        <location filename="../data/export/Exporters.cpp" line="450"/>
        <source>Low-priority cores have a quota of their own, separate from dedicated cores.</source>
        <translation>Kerne mit niedriger Priorität haben ein eigenes Kontingent, getrennt von dedizierten Kernen.</translation>
    </message>
    <message>
        <location filename="../data/export/Exporters.cpp" line="451"/>
        <source>A quota is a limit, not a capacity guarantee: ask early, and for a large run confirm capacity in the region with the account team.</source>
        <translation>Ein Kontingent ist ein Limit, keine Kapazitätsgarantie: Beantragen Sie es frühzeitig, und lassen Sie sich bei einem großen Lauf die Kapazität in der Region vom Account-Team bestätigen.</translation>
    </message>
    <message>
        <location filename="../data/export/Exporters.cpp" line="454"/>
        <source>Spot nodes can be preempted at any time, and losing one node stops all %1; checkpoint often.</source>
        <translation>Spot-Knoten können jederzeit entzogen werden, und der Verlust eines Knotens hält alle %1 an; speichern Sie oft Checkpoints.</translation>
    </message>
    <message>
        <location filename="../data/export/Exporters.cpp" line="458"/>
        <source>Low-priority nodes can be preempted at any time, and losing one node stops all %1; checkpoint often.</source>
        <translation>Knoten mit niedriger Priorität können jederzeit unterbrochen werden, und der Verlust eines Knotens stoppt alle %1; erstellen Sie häufig Checkpoints.</translation>
    </message>
    <message>
        <location filename="../data/export/Exporters.cpp" line="507"/>
        <source>must not be empty</source>
        <translation>darf nicht leer sein</translation>
    </message>
    <message>
        <location filename="../data/export/Exporters.cpp" line="509"/>
        <source>&quot;%1&quot; has %2 characters; it must have %3 to %4</source>
        <translation>„%1“ hat %2 Zeichen; erlaubt sind %3 bis %4</translation>
    </message>
    <message>
        <location filename="../data/export/Exporters.cpp" line="513"/>
        <source>&quot;%1&quot; must start with a letter</source>
        <translation>„%1“ muss mit einem Buchstaben beginnen</translation>
    </message>
    <message>
        <location filename="../data/export/Exporters.cpp" line="516"/>
        <source>&quot;%1&quot; must start with a letter or a digit</source>
        <translation>„%1“ muss mit einem Buchstaben oder einer Ziffer beginnen</translation>
    </message>
    <message>
        <location filename="../data/export/Exporters.cpp" line="518"/>
        <source>&quot;%1&quot; must start with a letter or &apos;_&apos;</source>
        <translation>„%1“ muss mit einem Buchstaben oder &apos;_&apos; beginnen</translation>
    </message>
    <message>
        <location filename="../data/export/Exporters.cpp" line="521"/>
        <source>may contain only letters, digits and &apos;-&apos; (found &quot;%1&quot;)</source>
        <translation>darf nur Buchstaben, Ziffern und &apos;-&apos; enthalten (gefunden: „%1“)</translation>
    </message>
    <message>
        <location filename="../data/export/Exporters.cpp" line="524"/>
        <source>may contain only letters, digits, &apos;_&apos; and &apos;-&apos; (found &quot;%1&quot;)</source>
        <translation>darf nur Buchstaben, Ziffern, &apos;_&apos; und &apos;-&apos; enthalten (gefunden: „%1“)</translation>
    </message>
    <message>
        <location filename="../data/export/Exporters.cpp" line="528"/>
        <source>may contain only letters, digits and &apos;_&apos; (found &quot;%1&quot;)</source>
        <translation>darf nur Buchstaben, Ziffern und &apos;_&apos; enthalten (gefunden: „%1“)</translation>
    </message>
    <message>
        <location filename="../data/export/Exporters.cpp" line="531"/>
        <source>must not contain a space</source>
        <translation>darf kein Leerzeichen enthalten</translation>
    </message>
    <message>
        <location filename="../data/export/Exporters.cpp" line="533"/>
        <source>must not contain &quot;%1&quot;</source>
        <translation>darf „%1“ nicht enthalten</translation>
    </message>
    <message>
        <location filename="../data/export/Exporters.cpp" line="535"/>
        <source>&quot;%1&quot;: every &apos;-&apos; must be followed later by a letter, so the name cannot end with &apos;-&apos; or &apos;-&apos; and digits</source>
        <translation>„%1“: Auf jedes &apos;-&apos; muss später ein Buchstabe folgen; der Name darf daher weder auf &apos;-&apos; noch auf &apos;-&apos; und Ziffern enden</translation>
    </message>
    <message>
        <location filename="../data/export/Exporters.cpp" line="539"/>
        <source>%1 is set by Azure ML for the distributed launch; the job must not override it</source>
        <translation>%1 wird von Azure ML für den verteilten Start gesetzt; der Job darf den Wert nicht überschreiben</translation>
    </message>
    <message>
        <location filename="../data/export/Exporters.cpp" line="541"/>
        <source>${{%1}} names no input of the job and not its checkpoint output (outputs.%2)</source>
        <translation>${{%1}} bezeichnet weder eine Eingabe des Jobs noch seine Checkpoint-Ausgabe (outputs.%2)</translation>
    </message>
    <message>
        <location filename="../data/export/Exporters.cpp" line="545"/>
        <source>&quot;%1&quot; must be a path relative to the datastore, without a leading &apos;/&apos;</source>
        <translation>„%1“ muss ein Pfad relativ zum Datenspeicher sein, ohne führendes &apos;/&apos;</translation>
    </message>
    <message>
        <location filename="../data/export/Exporters.cpp" line="547"/>
        <source>is not valid</source>
        <translation>ist ungültig</translation>
    </message>
    <message>
        <location filename="../data/export/Exporters.cpp" line="563"/>
        <source>the %1 offers no %2 tier (the plan is priced for %2 on the %3); export it for the %3, or plan it for the %1 with tier %4 first</source>
        <extracomment>%1: the export&apos;s compute target; %2: the plan&apos;s tier; %3: the plan&apos;s compute; %4: the target&apos;s tiers</extracomment>
        <translation>Ziel „%1“ bietet keinen Tarif „%2“ (der Plan ist für „%2“ auf „%3“ berechnet); exportieren Sie ihn für „%3“ oder planen Sie ihn zuerst für „%1“ mit dem Tarif %4</translation>
    </message>
    <message>
        <location filename="../data/export/Exporters.cpp" line="566"/>
        <source> or </source>
        <translation> oder </translation>
    </message>
    <message>
        <location filename="../data/export/Exporters.cpp" line="870"/>
        <source>Quota request for plan &quot;%1&quot;</source>
        <translation>Kontingentanfrage für Plan „%1“</translation>
    </message>
    <message>
        <location filename="../data/export/Exporters.cpp" line="873"/>
        <source>Service: Compute, VM-family vCPU quota for %1 (cores are vCPUs)</source>
        <translation>Dienst: Compute, vCPU-Kontingent der VM-Familie für %1 (Kerne sind vCPUs)</translation>
    </message>
    <message>
        <location filename="../data/export/Exporters.cpp" line="874"/>
        <source>Service: Azure Machine Learning compute, for %1 (cores are vCPUs)</source>
        <translation>Dienst: Azure Machine Learning Compute, für %1 (Kerne sind vCPUs)</translation>
    </message>
    <message>
        <location filename="../data/export/Exporters.cpp" line="878"/>
        <source>Spot: the serverless job&apos;s Spot queue draws on the low-priority cores below.</source>
        <translation>Spot: Die Spot-Warteschlange des serverlosen Jobs zählt auf die Low-Priority-Kerne unten.</translation>
    </message>
    <message>
        <location filename="../data/export/Exporters.cpp" line="880"/>
        <source>Region: %1</source>
        <translation>Region: %1</translation>
    </message>
    <message>
        <location filename="../data/export/Exporters.cpp" line="881"/>
        <source>VM family: %1 (%2, %3 vCPUs per VM)</source>
        <translation>VM-Familie: %1 (%2, %3 vCPUs pro VM)</translation>
    </message>
    <message>
        <location filename="../data/export/Exporters.cpp" line="886"/>
        <source>Dedicated cores</source>
        <translation>Dedizierte Kerne</translation>
    </message>
    <message>
        <location filename="../data/export/Exporters.cpp" line="886"/>
        <source>Low-priority cores</source>
        <translation>Kerne mit niedriger Priorität</translation>
    </message>
    <message>
        <location filename="../data/export/Exporters.cpp" line="889"/>
        <source>%1 × %2 vCPUs + %3 headroom</source>
        <translation>%1 × %2 vCPUs + %3 Reserve</translation>
    </message>
    <message>
        <location filename="../data/export/Exporters.cpp" line="892"/>
        <source>%1 × %2 vCPUs</source>
        <translation>%1 × %2 vCPUs</translation>
    </message>
    <message>
        <location filename="../data/export/Exporters.cpp" line="894"/>
        <source>%1: request %2 (%3)</source>
        <translation>%1: %2 beantragt (%3)</translation>
    </message>
    <message>
        <location filename="../data/export/Exporters.cpp" line="896"/>
        <source>%1: not used by this plan (0 requested)</source>
        <translation>%1: von diesem Plan nicht genutzt (0 beantragt)</translation>
    </message>
    <message>
        <location filename="../data/export/Exporters.cpp" line="907"/>
        <source>regional total: current limit: %1; in use: %2; limit needed: %3</source>
        <translation>regionale Summe: aktuelles Limit: %1; genutzt: %2; benötigtes Limit: %3</translation>
    </message>
    <message>
        <location filename="../data/export/Exporters.cpp" line="913"/>
        <source>Justification</source>
        <translation>Begründung</translation>
    </message>
    <message>
        <location filename="../data/export/Exporters.cpp" line="915"/>
        <source>Notes</source>
        <translation>Hinweise</translation>
    </message>
    <message>
        <location filename="../data/export/Exporters.cpp" line="937"/>
        <source># Pre-flight checklist: %1</source>
        <translation># Checkliste vor dem Start: %1</translation>
    </message>
    <message>
        <location filename="../data/export/Exporters.cpp" line="938"/>
        <source>%1 × %2 (%3 GPUs) in %4, %5; planned wall clock %6, about %7.</source>
        <translation>%1 × %2 (%3 GPUs) in %4, %5; geplante Laufzeit %6, etwa %7.</translation>
    </message>
    <message>
        <location filename="../data/export/Exporters.cpp" line="945"/>
        <source>## Before the first multi-node run</source>
        <translation>## Vor dem ersten Lauf über mehrere Knoten</translation>
    </message>
    <message>
        <location filename="../data/export/Exporters.cpp" line="948"/>
        <source>Measure a one-node baseline first: the same job on 1 node with %1 processes; time it and check checkpoints write and resume.</source>
        <translation>Messen Sie zuerst eine Baseline auf einem Knoten: derselbe Job auf 1 Knoten mit %1 Prozessen; stoppen Sie die Zeit und prüfen Sie, dass Checkpoints geschrieben werden und der Job daraus fortgesetzt werden kann.</translation>
    </message>
    <message>
        <location filename="../data/export/Exporters.cpp" line="952"/>
        <source>The plan assumes %1 on one node.</source>
        <translation>Der Plan geht auf einem Knoten von %1 aus.</translation>
    </message>
    <message>
        <location filename="../data/export/Exporters.cpp" line="960"/>
        <source>On %1 the plan assumes %2 of the best per-GPU throughput of the planner&apos;s layouts, which it has on %3; measure both at equal per-GPU batch size before booking the long run.</source>
        <extracomment>%1: &quot;8 nodes&quot;; %2: percent; %3: &quot;2 nodes&quot;</extracomment>
        <translation>Auf %1 nimmt der Plan %2 des besten Durchsatzes pro GPU der Aufteilungen des Planers an, den er auf %3 erreicht; messen Sie beide bei gleicher Batchgröße pro GPU, bevor Sie den langen Lauf buchen.</translation>
    </message>
    <message>
        <location filename="../data/export/Exporters.cpp" line="966"/>
        <source>On %1 the plan assumes %2 of the per-GPU throughput the layout has on %3, the fewest nodes that run it; measure both at equal per-GPU batch size before booking the long run.</source>
        <extracomment>%1: &quot;8 nodes&quot;; %2: percent; %3: &quot;2 nodes&quot;</extracomment>
        <translation>Auf %1 geht der Plan von %2 des Durchsatzes pro GPU aus, den die Aufteilung auf %3 hat, der kleinsten Knotenzahl, auf der sie läuft; messen Sie beides bei gleicher Batchgröße pro GPU, bevor Sie den langen Lauf buchen.</translation>
    </message>
    <message>
        <location filename="../data/export/Exporters.cpp" line="971"/>
        <source>On %1 the plan assumes %2× the one-node throughput (%3 efficiency); measure it at equal per-GPU batch size before booking the long run.</source>
        <translation>Auf %1 geht der Plan vom %2-fachen Durchsatz eines Knotens aus (%3 Effizienz); messen Sie dies bei gleicher Batchgröße pro GPU, bevor Sie den langen Lauf buchen.</translation>
    </message>
    <message>
        <location filename="../data/export/Exporters.cpp" line="992"/>
        <source>Compare the first steady steps with the estimate: %1 s per step at %2 MFU. Import the log (`capacity-planner-cli import training-log LOG --plan PLAN`) to calibrate the plan.</source>
        <extracomment>%1: seconds per step; %2: MFU</extracomment>
        <translation>Vergleichen Sie die ersten stabilen Schritte mit der Schätzung: %1 s je Schritt bei %2 MFU. Importieren Sie das Log (`capacity-planner-cli import training-log LOG --plan PLAN`), um den Plan zu kalibrieren.</translation>
    </message>
    <message>
        <location filename="../data/export/Exporters.cpp" line="1014"/>
        <source>%1 has InfiniBand: %2 × %3 Gb/s = %4 Tb/s per VM. Keep this size; a size without InfiniBand falls back to TCP across nodes.</source>
        <translation>%1 hat InfiniBand: %2 × %3 Gb/s = %4 Tb/s pro VM. Behalten Sie diese VM-Größe bei; eine VM-Größe ohne InfiniBand weicht zwischen Knoten auf TCP aus.</translation>
    </message>
    <message>
        <location filename="../data/export/Exporters.cpp" line="1019"/>
        <source>**Warning: %1 has no InfiniBand.** Across %2 NCCL falls back to TCP over Ethernet (%3 Gb/s per VM): the job runs correctly but slowly, and adding nodes can make it slower. Use an ND size with InfiniBand (an &quot;r&quot; in the name) for multi-node runs.</source>
        <translation>**Warnung: %1 hat kein InfiniBand.** Über %2 hinweg weicht NCCL auf TCP über Ethernet aus (%3 Gb/s pro VM): Der Job läuft korrekt, aber langsam, und zusätzliche Knoten können ihn verlangsamen. Verwenden Sie für Läufe über mehrere Knoten eine ND-VM-Größe mit InfiniBand (ein „r“ im Namen).</translation>
    </message>
    <message>
        <location filename="../data/export/Exporters.cpp" line="1025"/>
        <source>%1 has no InfiniBand; that is fine on one node, but do not scale this job past one VM.</source>
        <translation>%1 hat kein InfiniBand; auf einem Knoten ist das unproblematisch, skalieren Sie diesen Job aber nicht über eine VM hinaus.</translation>
    </message>
    <message>
        <location filename="../data/export/Exporters.cpp" line="1028"/>
        <source>All %1 nodes sit in one placement group: an Azure ML cluster (`%2`) places its nodes in one scale set; self-managed VMs need a scale set with singlePlacementGroup=true (100 VMs by default, 300 on request). VMs outside it get no InfiniBand to each other.</source>
        <translation>Alle %1 Knoten liegen in einer Platzierungsgruppe: Ein Azure-ML-Cluster (`%2`) platziert seine Knoten in einer Skalierungsgruppe; selbst verwaltete VMs brauchen eine Skalierungsgruppe mit singlePlacementGroup=true (standardmäßig 100 VMs, auf Anfrage 300). VMs außerhalb davon erhalten untereinander kein InfiniBand.</translation>
    </message>
    <message>
        <location filename="../data/export/Exporters.cpp" line="1038"/>
        <source>## Target: %1</source>
        <translation>## Ziel: %1</translation>
    </message>
    <message>
        <location filename="../data/export/Exporters.cpp" line="1044"/>
        <source>## First run</source>
        <translation>## Erster Lauf</translation>
    </message>
    <message>
        <location filename="../data/export/Exporters.cpp" line="1049"/>
        <source>One launcher per node (process_count_per_instance, `--ntasks-per-node` or `nprocPerNode` 1): `accelerate launch` starts %1 processes on each of the %2 nodes (`--num_processes %3`, `--config_file` the exported accelerate configuration, next to the code).</source>
        <translation>Ein Launcher pro Knoten (process_count_per_instance, `--ntasks-per-node` oder `nprocPerNode` 1): `accelerate launch` startet %1 Prozesse auf jedem der %2 Knoten (`--num_processes %3`, `--config_file` die exportierte accelerate-Konfiguration neben dem Code).</translation>
    </message>
    <message>
        <location filename="../data/export/Exporters.cpp" line="1069"/>
        <source>worker_count is %1, one worker per node driving its %2 GPUs: num_replicas_in_sync should be **%3** = %1 × %2.</source>
        <translation>worker_count ist %1, ein Worker pro Knoten, der dessen %2 GPUs ansteuert: num_replicas_in_sync sollte **%3** = %1 × %2 sein.</translation>
    </message>
    <message>
        <location filename="../data/export/Exporters.cpp" line="1073"/>
        <source>process_count_per_instance is %1, one process per GPU (without it Azure ML starts one process per node, leaving %2 of %1 GPUs per node idle).</source>
        <translation>process_count_per_instance ist %1, ein Prozess pro GPU (ohne diese Einstellung startet Azure ML einen Prozess pro Knoten, und %2 von %1 GPUs pro Knoten bleiben ungenutzt).</translation>
    </message>
    <message>
        <location filename="../data/export/Exporters.cpp" line="1053"/>
        <location filename="../data/export/Exporters.cpp" line="1060"/>
        <location filename="../data/export/Exporters.cpp" line="1066"/>
        <location filename="../data/export/Exporters.cpp" line="1076"/>
        <source>Expect world size **%1** = %2 nodes × %3 processes: print `dist.get_world_size()` on rank 0.</source>
        <translation>Erwarten Sie eine World Size von **%1** = %2 Knoten × %3 Prozesse: Geben Sie `dist.get_world_size()` auf Rank 0 aus.</translation>
    </message>
    <message>
        <location filename="../data/export/Exporters.cpp" line="983"/>
        <source>The job runs the planned layout, %1: micro-batch %2, %3 accumulation steps, %4 sequences per step. Check that the training script reads the exported arguments (or %5) and that its log states the same.</source>
        <extracomment>%1: the layout in words; %2: micro-batch; %3: accumulation; %4: global batch %5: the DeepSpeed configuration&apos;s file name</extracomment>
        <translation>Der Job läuft mit dem geplanten Layout, %1: Micro-Batch %2, %3 Akkumulationsschritte, %4 Sequenzen je Schritt. Prüfen Sie, dass das Trainingsskript die exportierten Argumente (oder %5) liest und sein Log dasselbe nennt.</translation>
    </message>
    <message>
        <location filename="../data/export/Exporters.cpp" line="1002"/>
        <source>%1 has no BF16 (its tensor cores run FP16; BF16 arrived with Ampere): the job trains in FP16 mixed precision with dynamic loss scaling — `&quot;fp16&quot;` with `loss_scale` 0 in %2, `--fp16` for Megatron-LM and transformers, `torch.autocast(dtype=torch.float16)` with a `GradScaler` or `accelerate launch --mixed_precision fp16` otherwise. Check that nothing in the script asks for bf16, and that the log shows few skipped steps (loss-scale overflows) and no NaN loss.</source>
        <extracomment>%1: the GPU model; %2: the DeepSpeed configuration&apos;s file name</extracomment>
        <translation>%1 hat kein BF16 (seine Tensor Cores rechnen FP16; BF16 kam mit Ampere): Der Job trainiert in FP16-Mixed-Precision mit dynamischer Loss-Skalierung — `&quot;fp16&quot;` mit `loss_scale` 0 in %2, `--fp16` für Megatron-LM und transformers, sonst `torch.autocast(dtype=torch.float16)` mit einem `GradScaler` oder `accelerate launch --mixed_precision fp16`. Prüfen Sie, dass nichts im Skript bf16 verlangt und dass das Log wenige übersprungene Schritte (Überläufe der Loss-Skalierung) und keinen NaN-Loss zeigt.</translation>
    </message>
    <message>
        <location filename="../data/export/Exporters.cpp" line="1056"/>
        <source>`#SBATCH --ntasks-per-node=%1` with `--gpus-per-node=%1`: `srun` starts one process per GPU on each of the %2 nodes, and the script prints the world size it expects and the one the allocation gives ($WORLD_SIZE).</source>
        <translation>`#SBATCH --ntasks-per-node=%1` mit `--gpus-per-node=%1`: `srun` startet einen Prozess je GPU auf jedem der %2 Knoten, und das Skript gibt die erwartete World Size und die der Zuteilung aus ($WORLD_SIZE).</translation>
    </message>
    <message>
        <location filename="../data/export/Exporters.cpp" line="1063"/>
        <source>`nprocPerNode` is %1: `torchrun` starts one process per GPU in each of the %2 pods (one Master, %3 Workers) from the PyTorchJob&apos;s PET_ variables.</source>
        <translation>`nprocPerNode` ist %1: `torchrun` startet aus den PET_-Variablen des PyTorchJob einen Prozess je GPU in jedem der %2 Pods (ein Master, %3 Worker).</translation>
    </message>
    <message>
        <location filename="../data/export/Exporters.cpp" line="1080"/>
        <source>NCCL_DEBUG=INFO is set; in the rank-0 log look for `NET/IB` (InfiniBand). `NET/Socket` means NCCL fell back to TCP: check the placement group, the image&apos;s InfiniBand libraries and that nothing sets NCCL_IB_DISABLE.</source>
        <translation>NCCL_DEBUG=INFO ist gesetzt; suchen Sie im Log von Rank 0 nach `NET/IB` (InfiniBand). `NET/Socket` bedeutet, dass NCCL auf TCP ausgewichen ist: Prüfen Sie die Platzierungsgruppe, die InfiniBand-Bibliotheken des Images und dass nichts NCCL_IB_DISABLE setzt.</translation>
    </message>
    <message>
        <location filename="../data/export/Exporters.cpp" line="1085"/>
        <source>**The job sets NCCL_DEBUG=%1; set INFO for the first run.**</source>
        <translation>**Der Job setzt NCCL_DEBUG=%1; setzen Sie für den ersten Lauf INFO.**</translation>
    </message>
    <message>
        <location filename="../data/export/Exporters.cpp" line="1089"/>
        <source>**The job sets NCCL_IB_DISABLE=1, which forces TCP; remove it.**</source>
        <translation>**Der Job setzt NCCL_IB_DISABLE=1, was TCP erzwingt; entfernen Sie die Einstellung.**</translation>
    </message>
    <message>
        <location filename="../data/export/Exporters.cpp" line="1095"/>
        <source>Run nccl-tests `all_reduce_perf -b 8 -e 8G -f 2 -g %1` in one VM</source>
        <translation>Führen Sie nccl-tests `all_reduce_perf -b 8 -e 8G -f 2 -g %1` in einer VM aus</translation>
    </message>
    <message>
        <location filename="../data/export/Exporters.cpp" line="1097"/>
        <source>and expect a bus bandwidth (busbw) of about %1–%2 GB/s for large messages over NVLink.</source>
        <translation>und erwarten Sie für große Nachrichten über NVLink eine Busbandbreite (busbw) von etwa %1–%2 GB/s.</translation>
    </message>
    <message>
        <location filename="../data/export/Exporters.cpp" line="1102"/>
        <source>and record its bus bandwidth (busbw) as the reference for this size.</source>
        <translation>und notieren Sie die Busbandbreite (busbw) als Referenz für diese VM-Größe.</translation>
    </message>
    <message>
        <location filename="../data/export/Exporters.cpp" line="1107"/>
        <source>Across nodes (`mpirun -np %1 … all_reduce_perf -b 8 -e 8G -f 2 -g 1`) busbw for 8 GB messages should approach %2 GB/s, about 95 % of the VM&apos;s %3 GB/s of InfiniBand; far below that, or NET/Socket in the log, means the fabric is not in use.</source>
        <translation>Über Knoten hinweg (`mpirun -np %1 … all_reduce_perf -b 8 -e 8G -f 2 -g 1`) sollte busbw bei 8-GB-Nachrichten an %2 GB/s heranreichen, etwa 95 % der %3 GB/s InfiniBand der VM; deutlich weniger oder NET/Socket im Log bedeutet, dass das Fabric nicht genutzt wird.</translation>
    </message>
    <message>
        <location filename="../data/export/Exporters.cpp" line="1114"/>
        <source>init_process_group has a collective timeout (e.g. `timeout=datetime.timedelta(minutes=30)`), so a hung all-reduce after a node fault fails the job instead of stalling every rank.</source>
        <translation>init_process_group hat ein Timeout für kollektive Operationen (z. B. `timeout=datetime.timedelta(minutes=30)`), sodass ein hängendes All-Reduce nach einem Knotenausfall den Job abbricht, statt alle Ranks zu blockieren.</translation>
    </message>
    <message>
        <location filename="../data/export/Exporters.cpp" line="1117"/>
        <source>## Long run</source>
        <translation>## Langer Lauf</translation>
    </message>
    <message>
        <location filename="../data/export/Exporters.cpp" line="1121"/>
        <source>Checkpoint-and-resume is tested: `scancel` a running job, submit the script again with `sbatch` and confirm it resumes from the newest checkpoint in `%1` on the shared file system (the script&apos;s RESUME_FROM; set CHECKPOINT_ROOT to move it).</source>
        <extracomment>%1: the checkpoint folder on the shared file system</extracomment>
        <translation>Checkpoint und Wiederaufnahme sind getestet: Einen laufenden Job mit `scancel` beenden, das Skript mit `sbatch` erneut einreichen und prüfen, dass er vom neuesten Checkpoint in `%1` auf dem gemeinsamen Dateisystem fortfährt (RESUME_FROM des Skripts; CHECKPOINT_ROOT verlegt ihn).</translation>
    </message>
    <message>
        <location filename="../data/export/Exporters.cpp" line="1128"/>
        <source>Checkpoint-and-resume is tested: delete a running pod (`kubectl delete pod`) and confirm the restarted job resumes from the newest checkpoint in `%1` on the PersistentVolumeClaim `%2`.</source>
        <extracomment>%1: the checkpoint folder in the pods; %2: the PersistentVolumeClaim</extracomment>
        <translation>Checkpoint und Wiederaufnahme sind getestet: Einen laufenden Pod löschen (`kubectl delete pod`) und prüfen, dass der neu gestartete Job vom neuesten Checkpoint in `%1` auf dem PersistentVolumeClaim `%2` fortfährt.</translation>
    </message>
    <message>
        <location filename="../data/export/Exporters.cpp" line="1135"/>
        <source>Checkpoint-and-resume is tested: cancel a running job, resubmit it and confirm it resumes from the newest checkpoint in `%1` (a fixed path, so the new job finds it).</source>
        <translation>Checkpoint und Fortsetzen sind getestet: Brechen Sie einen laufenden Job ab, übermitteln Sie ihn erneut und prüfen Sie, dass er vom neuesten Checkpoint in `%1` fortgesetzt wird (ein fester Pfad, damit der neue Job ihn findet).</translation>
    </message>
    <message>
        <location filename="../data/export/Exporters.cpp" line="1140"/>
        <source>Low-priority nodes can be preempted at any time and a preempted job must be restarted; checkpoint often.</source>
        <translation>Knoten mit niedriger Priorität können jederzeit unterbrochen werden, und ein unterbrochener Job muss neu gestartet werden; erstellen Sie häufig Checkpoints.</translation>
    </message>
    <message>
        <location filename="../data/export/Exporters.cpp" line="1146"/>
        <source>Quota requested: %1 %2 cores of %3 in %4 (%5 × %6 vCPUs%7). The cluster holds them for max_instances = %5 even at zero nodes; delete it after the run.</source>
        <translation>Kontingent beantragt: %1 Kerne (%2) für %3 in %4 (%5 × %6 vCPUs%7). Der Cluster belegt sie für max_instances = %5 auch bei null Knoten; löschen Sie ihn nach dem Lauf.</translation>
    </message>
    <message>
        <location filename="../data/export/Exporters.cpp" line="1149"/>
        <source>the size&apos;s family</source>
        <translation>die Familie der VM-Größe</translation>
    </message>
    <message>
        <location filename="../data/export/Exporters.cpp" line="1152"/>
        <source> + %1 headroom</source>
        <translation> + %1 Reserve</translation>
    </message>
    <message>
        <location filename="../data/export/Exporters.cpp" line="1157"/>
        <source>`#SBATCH --time=%1` (%2 = %3 × the planned %4): Slurm ends the job if it runs that long.</source>
        <extracomment>%1: Slurm&apos;s days-hours:minutes:seconds</extracomment>
        <translation>`#SBATCH --time=%1` (%2 = %3 × die geplanten %4): Slurm beendet den Job, wenn er so lange läuft.</translation>
    </message>
    <message>
        <location filename="../data/export/Exporters.cpp" line="1161"/>
        <source>`activeDeadlineSeconds` is %1 (%2 = %3 × the planned %4): the training operator stops the PyTorchJob if it runs that long.</source>
        <translation>`activeDeadlineSeconds` ist %1 (%2 = %3 × die geplanten %4): Der Training Operator stoppt den PyTorchJob, wenn er so lange läuft.</translation>
    </message>
    <message>
        <location filename="../data/export/Exporters.cpp" line="1166"/>
        <source>limits.timeout is %1 s (%2 = %3 × the planned %4): the job stops if it runs that long.</source>
        <translation>limits.timeout beträgt %1 s (%2 = %3 × die geplanten %4): Der Job wird beendet, wenn er so lange läuft.</translation>
    </message>
    <message>
        <location filename="../data/export/Exporters.cpp" line="1172"/>
        <source>## Findings</source>
        <translation>## Hinweise</translation>
    </message>
    <message>
        <location filename="../data/export/Exporters.cpp" line="1267"/>
        <source>a quote inside an unquoted field</source>
        <translation>ein Anführungszeichen in einem Feld ohne Anführungszeichen</translation>
    </message>
    <message>
        <location filename="../data/export/Exporters.cpp" line="1284"/>
        <source>text after a closing quote</source>
        <translation>Text nach einem schließenden Anführungszeichen</translation>
    </message>
    <message>
        <location filename="../data/export/Exporters.cpp" line="1291"/>
        <source>a quoted field is not closed</source>
        <translation>ein Feld in Anführungszeichen ist nicht geschlossen</translation>
    </message>
    <message>
        <location filename="../data/export/Exporters.cpp" line="1364"/>
        <source>the CSV is empty; it needs a header row</source>
        <translation>die CSV-Datei ist leer; sie braucht eine Kopfzeile</translation>
    </message>
    <message>
        <location filename="../data/export/Exporters.cpp" line="1372"/>
        <source>unknown column &quot;%1&quot;</source>
        <translation>unbekannte Spalte „%1“</translation>
    </message>
    <message>
        <location filename="../data/export/Exporters.cpp" line="1375"/>
        <source>column &quot;%1&quot; appears twice</source>
        <translation>Spalte „%1“ kommt doppelt vor</translation>
    </message>
    <message>
        <location filename="../data/export/Exporters.cpp" line="1380"/>
        <source>column &quot;%1&quot; is missing</source>
        <translation>Spalte „%1“ fehlt</translation>
    </message>
    <message>
        <location filename="../data/export/Exporters.cpp" line="1389"/>
        <source>the row has %1 fields, the header %2</source>
        <translation>die Zeile hat %1 Felder, die Kopfzeile %2</translation>
    </message>
    <message>
        <location filename="../data/export/Exporters.cpp" line="1395"/>
        <source>&quot;%1&quot; is not a currency code such as USD</source>
        <translation>„%1“ ist kein Währungscode wie USD</translation>
    </message>
    <message>
        <location filename="../data/export/Exporters.cpp" line="1422"/>
        <source>&quot;%1&quot; is not a valid %2</source>
        <translation>„%1“ ist kein gültiger Wert für %2</translation>
    </message>
    <message>
        <location filename="../data/export/Exporters.cpp" line="1438"/>
        <location filename="../data/export/Exporters.cpp" line="1443"/>
        <source>cannot write the file: %1</source>
        <translation>die Datei kann nicht geschrieben werden: %1</translation>
    </message>
    <message>
        <location filename="../data/export/Exporters.cpp" line="1448"/>
        <source>cannot save the file: %1</source>
        <translation>die Datei kann nicht gespeichert werden: %1</translation>
    </message>
</context>
<context>
    <name>capplan::data::HfConfig</name>
    <message>
        <location filename="../data/import/HfConfig.cpp" line="89"/>
        <source>null</source>
        <translation>null</translation>
    </message>
    <message>
        <location filename="../data/import/HfConfig.cpp" line="91"/>
        <source>a boolean</source>
        <translation>ein boolescher Wert</translation>
    </message>
    <message>
        <location filename="../data/import/HfConfig.cpp" line="93"/>
        <source>a string</source>
        <translation>eine Zeichenkette</translation>
    </message>
    <message>
        <location filename="../data/import/HfConfig.cpp" line="95"/>
        <source>an array</source>
        <translation>ein Array</translation>
    </message>
    <message>
        <location filename="../data/import/HfConfig.cpp" line="97"/>
        <source>an object</source>
        <translation>ein Objekt</translation>
    </message>
    <message>
        <location filename="../data/import/HfConfig.cpp" line="99"/>
        <source>a number</source>
        <translation>eine Zahl</translation>
    </message>
    <message>
        <location filename="../data/import/HfConfig.cpp" line="135"/>
        <source>must be a number, not %1</source>
        <translation>muss eine Zahl sein, nicht %1</translation>
    </message>
    <message>
        <location filename="../data/import/HfConfig.cpp" line="140"/>
        <source>must be a whole number of at least %1 (got %2)</source>
        <translation>muss eine ganze Zahl von mindestens %1 sein (erhalten: %2)</translation>
    </message>
    <message>
        <location filename="../data/import/HfConfig.cpp" line="153"/>
        <source>must be true or false, not %1</source>
        <translation>muss true oder false sein, nicht %1</translation>
    </message>
    <message>
        <location filename="../data/import/HfConfig.cpp" line="166"/>
        <source>must be a string, not %1</source>
        <translation>muss eine Zeichenkette sein, nicht %1</translation>
    </message>
    <message>
        <location filename="../data/import/HfConfig.cpp" line="198"/>
        <source>must be a list of class names, e.g. [&quot;LlamaForCausalLM&quot;]</source>
        <translation>muss eine Liste von Klassennamen sein, z. B. [&quot;LlamaForCausalLM&quot;]</translation>
    </message>
    <message>
        <location filename="../data/import/HfConfig.cpp" line="207"/>
        <source>&quot;%1&quot; is not a supported architecture (supported: %2)</source>
        <translation>„%1“ ist keine unterstützte Architektur (unterstützt: %2)</translation>
    </message>
    <message>
        <location filename="../data/import/HfConfig.cpp" line="219"/>
        <source>&quot;%1&quot; is not a supported model type (supported: %2)</source>
        <translation>„%1“ ist kein unterstützter Modelltyp (unterstützt: %2)</translation>
    </message>
    <message>
        <location filename="../data/import/HfConfig.cpp" line="224"/>
        <source>is missing: a config.json names its class in &quot;architectures&quot; (or its &quot;model_type&quot;), and nothing else tells which model it is</source>
        <translation>fehlt: Eine config.json nennt ihre Klasse in „architectures“ (oder ihren „model_type“), und nichts anderes sagt, welches Modell sie beschreibt</translation>
    </message>
    <message>
        <location filename="../data/import/HfConfig.cpp" line="296"/>
        <source>is not supported: only models with experts in every layer (1) are</source>
        <translation>wird nicht unterstützt: nur Modelle mit Experten in jeder Schicht (1)</translation>
    </message>
    <message>
        <location filename="../data/import/HfConfig.cpp" line="300"/>
        <source>is not supported: only models with experts in every layer ([]) are</source>
        <translation>wird nicht unterstützt: nur Modelle mit Experten in jeder Schicht ([])</translation>
    </message>
    <message>
        <location filename="../data/import/HfConfig.cpp" line="306"/>
        <source>must be a multiple of moe_intermediate_size (%1) (got %2)</source>
        <translation>muss ein Vielfaches von moe_intermediate_size (%1) sein (erhalten: %2)</translation>
    </message>
    <message>
        <location filename="../data/import/HfConfig.cpp" line="354"/>
        <source>must be a config.json object, not %1</source>
        <translation>muss ein config.json-Objekt sein, nicht %1</translation>
    </message>
    <message>
        <location filename="../data/import/HfConfig.cpp" line="368"/>
        <source>must divide %1 (%2) when the file gives no head_dim (got %3)</source>
        <translation>muss %1 (%2) teilen, wenn die Datei kein head_dim angibt (erhalten: %3)</translation>
    </message>
    <message>
        <location filename="../data/import/HfConfig.cpp" line="395"/>
        <source>is larger than %1 MiB; a config.json is a few kilobytes</source>
        <translation>ist größer als %1 MiB; eine config.json hat wenige Kilobyte</translation>
    </message>
    <message>
        <location filename="../data/import/HfConfig.cpp" line="412"/>
        <source>is nested deeper than %1 levels; a config.json is not</source>
        <translation>ist tiefer als %1 Ebenen verschachtelt; eine config.json ist das nicht</translation>
    </message>
    <message>
        <location filename="../data/import/HfConfig.cpp" line="414"/>
        <source>is not JSON: %1</source>
        <translation>ist kein JSON: %1</translation>
    </message>
    <message>
        <location filename="../data/import/HfConfig.cpp" line="439"/>
        <source>cannot read the file: %1</source>
        <translation>die Datei kann nicht gelesen werden: %1</translation>
    </message>
    <message>
        <location filename="../data/import/HfConfig.cpp" line="418"/>
        <source>holds a number out of range: %1</source>
        <translation>enthält eine Zahl außerhalb des zulässigen Bereichs: %1</translation>
    </message>
</context>
<context>
    <name>capplan::data::ImportReport</name>
    <message>
        <location filename="../data/import/ImportReport.cpp" line="95"/>
        <source>import %1: %2</source>
        <translation>Import %1: %2</translation>
    </message>
    <message>
        <location filename="../data/import/ImportReport.cpp" line="97"/>
        <source>new: %1</source>
        <translation>neu: %1</translation>
    </message>
    <message>
        <location filename="../data/import/ImportReport.cpp" line="98"/>
        <source>changed: %1</source>
        <translation>geändert: %1</translation>
    </message>
    <message>
        <location filename="../data/import/ImportReport.cpp" line="99"/>
        <source>unchanged: %1</source>
        <translation>unverändert: %1</translation>
    </message>
    <message>
        <location filename="../data/import/ImportReport.cpp" line="101"/>
        <source>removed: %1</source>
        <translation>entfernt: %1</translation>
    </message>
    <message>
        <location filename="../data/import/ImportReport.cpp" line="103"/>
        <source>rejected: %1</source>
        <translation>abgelehnt: %1</translation>
    </message>
    <message>
        <location filename="../data/import/ImportReport.cpp" line="105"/>
        <source>skipped: %1 %2</source>
        <translation>übersprungen: %1 %2</translation>
    </message>
    <message>
        <location filename="../data/import/ImportReport.cpp" line="125"/>
        <source>  rejected %1</source>
        <translation>  abgelehnt: %1</translation>
    </message>
    <message>
        <location filename="../data/import/ImportReport.cpp" line="128"/>
        <source>note: %1</source>
        <translation>Hinweis: %1</translation>
    </message>
</context>
<context>
    <name>capplan::data::Importer</name>
    <message>
        <location filename="../data/import/CatalogImport.cpp" line="180"/>
        <source>a catalog is imported from one file</source>
        <translation>ein Katalog wird aus genau einer Datei importiert</translation>
    </message>
    <message>
        <location filename="../data/import/Importers.cpp" line="234"/>
        <source>a string</source>
        <translation>eine Zeichenkette</translation>
    </message>
    <message>
        <location filename="../data/import/Importers.cpp" line="238"/>
        <source>a number</source>
        <translation>eine Zahl</translation>
    </message>
    <message>
        <location filename="../data/import/Importers.cpp" line="240"/>
        <source>true or false</source>
        <translation>true oder false</translation>
    </message>
    <message>
        <location filename="../data/import/Importers.cpp" line="242"/>
        <source>an object</source>
        <translation>ein Objekt</translation>
    </message>
    <message>
        <location filename="../data/import/Importers.cpp" line="244"/>
        <source>an array</source>
        <translation>ein Array</translation>
    </message>
    <message>
        <location filename="../data/import/Importers.cpp" line="246"/>
        <source>null</source>
        <translation>null</translation>
    </message>
    <message>
        <location filename="../data/import/Importers.cpp" line="248"/>
        <source>something else</source>
        <translation>etwas anderes</translation>
    </message>
    <message>
        <location filename="../data/import/Importers.cpp" line="255"/>
        <source>must be an object, not %1</source>
        <translation>muss ein Objekt sein, nicht %1</translation>
    </message>
    <message>
        <location filename="../data/import/Importers.cpp" line="265"/>
        <location filename="../data/import/SkuImport.cpp" line="56"/>
        <location filename="../data/import/UsageImport.cpp" line="202"/>
        <location filename="../data/import/UsageImport.cpp" line="274"/>
        <source>is missing</source>
        <translation>fehlt</translation>
    </message>
    <message>
        <location filename="../data/import/Importers.cpp" line="275"/>
        <location filename="../data/import/Importers.cpp" line="287"/>
        <source>must be a string, not %1</source>
        <translation>muss eine Zeichenkette sein, nicht %1</translation>
    </message>
    <message>
        <location filename="../data/import/Importers.cpp" line="296"/>
        <location filename="../data/import/Importers.cpp" line="308"/>
        <source>must be a number, not %1</source>
        <translation>muss eine Zahl sein, nicht %1</translation>
    </message>
    <message>
        <location filename="../data/import/Importers.cpp" line="320"/>
        <source>is too large</source>
        <translation>ist zu groß</translation>
    </message>
    <message>
        <location filename="../data/import/Importers.cpp" line="332"/>
        <source>is too large (got &quot;%1&quot;)</source>
        <translation>ist zu groß (ist „%1“)</translation>
    </message>
    <message>
        <location filename="../data/import/Importers.cpp" line="335"/>
        <location filename="../data/import/SkuImport.cpp" line="42"/>
        <source>must be a whole number (got &quot;%1&quot;)</source>
        <translation>muss eine ganze Zahl sein (ist „%1“)</translation>
    </message>
    <message>
        <location filename="../data/import/Importers.cpp" line="340"/>
        <source>must be a whole number (got %1)</source>
        <translation>muss eine ganze Zahl sein (ist %1)</translation>
    </message>
    <message>
        <location filename="../data/import/Importers.cpp" line="342"/>
        <source>must be a whole number, not %1</source>
        <translation>muss eine ganze Zahl sein, nicht %1</translation>
    </message>
    <message>
        <location filename="../data/import/Importers.cpp" line="470"/>
        <source>prices in %1 are kept beside the US-dollar prices, not converted; a plan uses them when its currency is %1</source>
        <translation>Preise in %1 werden neben den US-Dollar-Preisen gespeichert, nicht umgerechnet; ein Plan verwendet sie, wenn seine Währung %1 ist</translation>
    </message>
    <message>
        <location filename="../data/import/Importers.cpp" line="584"/>
        <source>no file to import</source>
        <translation>keine Datei zum Importieren</translation>
    </message>
    <message>
        <location filename="../data/import/Importers.cpp" line="592"/>
        <source>the import time &quot;%1&quot; is not an ISO date and time</source>
        <translation>der Importzeitpunkt „%1“ ist kein ISO-Datum mit Uhrzeit</translation>
    </message>
    <message>
        <location filename="../data/import/Importers.cpp" line="647"/>
        <source>Windows prices</source>
        <translation>Windows-Preise</translation>
    </message>
    <message>
        <location filename="../data/import/Importers.cpp" line="650"/>
        <source>Dev/Test prices</source>
        <translation>Dev/Test-Preise</translation>
    </message>
    <message>
        <location filename="../data/import/Importers.cpp" line="653"/>
        <source>items that are not virtual machine sizes</source>
        <translation>Einträge, die keine VM-Größen sind</translation>
    </message>
    <message>
        <location filename="../data/import/Importers.cpp" line="656"/>
        <source>prices without a region</source>
        <translation>Preise ohne Region</translation>
    </message>
    <message>
        <location filename="../data/import/Importers.cpp" line="659"/>
        <source>items given twice with the same value</source>
        <translation>doppelt mit gleichem Wert angegebene Einträge</translation>
    </message>
    <message>
        <location filename="../data/import/Importers.cpp" line="662"/>
        <source>prices replaced by a later effective date</source>
        <translation>durch ein späteres Gültigkeitsdatum ersetzte Preise</translation>
    </message>
    <message>
        <location filename="../data/import/Importers.cpp" line="665"/>
        <source>usage counters that are not vCPU quota</source>
        <translation>Nutzungszähler, die kein vCPU-Kontingent sind</translation>
    </message>
    <message>
        <location filename="../data/import/Importers.cpp" line="668"/>
        <source>per-workspace and per-cluster usage (already in the totals)</source>
        <translation>Nutzung pro Arbeitsbereich und pro Cluster (bereits in den Summen enthalten)</translation>
    </message>
    <message>
        <location filename="../data/import/Importers.cpp" line="671"/>
        <source>sizes without GPUs that the catalog does not list</source>
        <translation>VM-Größen ohne GPUs, die nicht im Katalog stehen</translation>
    </message>
    <message>
        <location filename="../data/import/Importers.cpp" line="674"/>
        <source>Cloud Services prices (not virtual machines)</source>
        <translation>Cloud-Services-Preise (keine virtuellen Maschinen)</translation>
    </message>
    <message>
        <location filename="../data/import/Importers.cpp" line="677"/>
        <source>meters listed again for a region that is not their primary one</source>
        <translation>Zähler, die für eine Region erneut aufgeführt sind, die nicht ihre primäre ist</translation>
    </message>
    <message>
        <location filename="../data/import/Importers.cpp" line="680"/>
        <source>prices whose effective end date has passed</source>
        <translation>Preise, deren Gültigkeitsende vorbei ist</translation>
    </message>
    <message>
        <location filename="../data/import/Importers.cpp" line="683"/>
        <source>prices that take effect after today</source>
        <translation>Preise, die erst nach heute gelten</translation>
    </message>
    <message>
        <location filename="../data/import/Importers.cpp" line="686"/>
        <source>bandwidth prices that are not inter-region data transfer (internet egress, data transfer in, …)</source>
        <translation>Bandbreitenpreise, die keine Datenübertragung zwischen Regionen sind (Internet-Ausgang, eingehende Daten, …)</translation>
    </message>
    <message>
        <location filename="../data/import/Importers.cpp" line="689"/>
        <source>data-transfer prices of regions the catalog does not know</source>
        <translation>Datenübertragungspreise von Regionen, die der Katalog nicht kennt</translation>
    </message>
    <message>
        <location filename="../data/import/PriceImport.cpp" line="80"/>
        <location filename="../data/import/PriceImport.cpp" line="272"/>
        <source>must be true or false, not %1</source>
        <translation>muss true oder false sein, nicht %1</translation>
    </message>
    <message>
        <location filename="../data/import/PriceImport.cpp" line="108"/>
        <source>unknown price type &quot;%1&quot;; a data-transfer price is Consumption</source>
        <translation>unbekannte Preisart „%1“; ein Datenübertragungspreis ist Consumption</translation>
    </message>
    <message>
        <location filename="../data/import/PriceImport.cpp" line="114"/>
        <source>is &quot;%1&quot;; only prices per &quot;1 GB&quot; are data-transfer prices</source>
        <translation>ist „%1“; nur Preise pro „1 GB“ sind Datenübertragungspreise</translation>
    </message>
    <message>
        <location filename="../data/import/PriceImport.cpp" line="318"/>
        <source>unknown price type &quot;%1&quot;; expected Consumption, Reservation or DevTestConsumption</source>
        <translation>unbekannter Preistyp „%1“; erwartet: Consumption, Reservation oder DevTestConsumption</translation>
    </message>
    <message>
        <location filename="../data/import/PriceImport.cpp" line="325"/>
        <source>is &quot;%1&quot;; only prices per &quot;1 Hour&quot; are VM prices</source>
        <translation>ist „%1“; nur Preise pro &quot;1 Hour&quot; sind VM-Preise</translation>
    </message>
    <message>
        <location filename="../data/import/PriceImport.cpp" line="336"/>
        <source>is missing (a Reservation item needs it)</source>
        <translation>fehlt (für einen Reservation-Eintrag erforderlich)</translation>
    </message>
    <message>
        <location filename="../data/import/PriceImport.cpp" line="341"/>
        <location filename="../data/import/PriceImport.cpp" line="391"/>
        <source>unknown term &quot;%1&quot;; expected &quot;1 Year&quot; or &quot;3 Years&quot;</source>
        <translation>unbekannte Vertragslaufzeit „%1“; erwartet: &quot;1 Year&quot; oder &quot;3 Years&quot;</translation>
    </message>
    <message>
        <location filename="../data/import/PriceImport.cpp" line="380"/>
        <location filename="../data/import/PriceImport.cpp" line="559"/>
        <location filename="../data/import/SkuImport.cpp" line="59"/>
        <location filename="../data/import/SkuImport.cpp" line="123"/>
        <source>must be an array, not %1</source>
        <translation>muss ein Array sein, nicht %1</translation>
    </message>
    <message>
        <location filename="../data/import/PriceImport.cpp" line="411"/>
        <source>&quot;%1&quot; is not a VM size in the catalog (%2 prices); import its size first (import skus)</source>
        <translation>„%1“ ist keine VM-Größe im Katalog (%2 Preise); importieren Sie zuerst die VM-Größe (import skus)</translation>
    </message>
    <message>
        <location filename="../data/import/PriceImport.cpp" line="436"/>
        <source>must be greater than zero (got %1)</source>
        <translation>muss größer als null sein (ist %1)</translation>
    </message>
    <message>
        <location filename="../data/import/PriceImport.cpp" line="126"/>
        <location filename="../data/import/PriceImport.cpp" line="440"/>
        <source>is implausibly large (got %1)</source>
        <translation>ist unplausibel groß (ist %1)</translation>
    </message>
    <message>
        <location filename="../data/import/PriceImport.cpp" line="171"/>
        <location filename="../data/import/PriceImport.cpp" line="477"/>
        <source>conflicts with other items for the same price</source>
        <translation>widerspricht anderen Einträgen für denselben Preis</translation>
    </message>
    <message>
        <location filename="../data/import/PriceImport.cpp" line="199"/>
        <location filename="../data/import/PriceImport.cpp" line="506"/>
        <source>%1 and %2 give different prices (%3 and %4) for %5</source>
        <translation>%1 und %2 geben unterschiedliche Preise (%3 und %4) für %5 an</translation>
    </message>
    <message>
        <location filename="../data/import/PriceImport.cpp" line="551"/>
        <source>a Retail Prices API page is a JSON object with &quot;Items&quot;, not %1</source>
        <translation>eine Seite der Retail Prices API ist ein JSON-Objekt mit &quot;Items&quot;, nicht %1</translation>
    </message>
    <message>
        <location filename="../data/import/PriceImport.cpp" line="556"/>
        <source>is missing (a Retail Prices API page lists its prices there)</source>
        <translation>fehlt (eine Seite der Retail Prices API führt dort ihre Preise auf)</translation>
    </message>
    <message>
        <location filename="../data/import/PriceImport.cpp" line="571"/>
        <source>%1: Count says %2 items but the page has %3</source>
        <translation>%1: Count gibt %2 Einträge an, die Seite enthält aber %3</translation>
    </message>
    <message>
        <location filename="../data/import/PriceImport.cpp" line="596"/>
        <source>every page has a NextPageLink: the last page seems to be missing, so the prices may be incomplete</source>
        <translation>jede Seite hat einen NextPageLink: Die letzte Seite scheint zu fehlen, daher sind die Preise möglicherweise unvollständig</translation>
    </message>
    <message>
        <location filename="../data/import/SkuImport.cpp" line="43"/>
        <source>must be a number (got &quot;%1&quot;)</source>
        <translation>muss eine Zahl sein (ist „%1“)</translation>
    </message>
    <message>
        <location filename="../data/import/SkuImport.cpp" line="83"/>
        <source>has no vCPUs capability</source>
        <translation>hat keine Capability vCPUs</translation>
    </message>
    <message>
        <location filename="../data/import/SkuImport.cpp" line="86"/>
        <source>has no MemoryGB capability</source>
        <translation>hat keine Capability MemoryGB</translation>
    </message>
    <message>
        <location filename="../data/import/SkuImport.cpp" line="134"/>
        <source>must list the restricted locations</source>
        <translation>muss die eingeschränkten Regionen aufführen</translation>
    </message>
    <message>
        <location filename="../data/import/SkuImport.cpp" line="199"/>
        <source>&quot;%1&quot; disagrees with %2 about its capabilities; the first is kept</source>
        <translation>„%1“ weicht bei den Capabilities von %2 ab; der erste Eintrag wird beibehalten</translation>
    </message>
    <message>
        <location filename="../data/import/SkuImport.cpp" line="208"/>
        <source>a Resource SKUs REST body is an object with a &quot;value&quot; array; or run `az vm list-skus -o json`</source>
        <translation>ein REST-Ergebnis der Resource SKUs ist ein Objekt mit einem &quot;value&quot;-Array; oder führen Sie `az vm list-skus -o json` aus</translation>
    </message>
    <message>
        <location filename="../data/import/SkuImport.cpp" line="213"/>
        <source>az vm list-skus -o json prints a JSON array, not %1</source>
        <translation>az vm list-skus -o json gibt ein JSON-Array aus, nicht %1</translation>
    </message>
    <message>
        <location filename="../data/import/UsageImport.cpp" line="108"/>
        <source>conflicts with other items for the same quota</source>
        <translation>widerspricht anderen Einträgen für dasselbe Kontingent</translation>
    </message>
    <message>
        <location filename="../data/import/UsageImport.cpp" line="116"/>
        <source>%1 and %2 give different numbers for %3</source>
        <translation>%1 und %2 geben unterschiedliche Zahlen für %3 an</translation>
    </message>
    <message>
        <location filename="../data/import/UsageImport.cpp" line="152"/>
        <location filename="../data/import/UsageImport.cpp" line="327"/>
        <source>&quot;%1&quot; is not a region in the catalog</source>
        <translation>„%1“ ist keine Region im Katalog</translation>
    </message>
    <message>
        <location filename="../data/import/PriceImport.cpp" line="121"/>
        <location filename="../data/import/PriceImport.cpp" line="131"/>
        <location filename="../data/import/UsageImport.cpp" line="165"/>
        <location filename="../data/import/UsageImport.cpp" line="169"/>
        <source>must not be negative (got %1)</source>
        <translation>darf nicht negativ sein (ist %1)</translation>
    </message>
    <message>
        <location filename="../data/import/UsageImport.cpp" line="186"/>
        <source>az vm list-usage output does not name its region; give the region it was run for (--location)</source>
        <translation>die Ausgabe von az vm list-usage nennt ihre Region nicht; geben Sie die Region an, für die der Befehl ausgeführt wurde (--location)</translation>
    </message>
    <message>
        <location filename="../data/import/UsageImport.cpp" line="241"/>
        <source>az vm list-usage -o json prints a JSON array, not %1</source>
        <translation>az vm list-usage -o json gibt ein JSON-Array aus, nicht %1</translation>
    </message>
    <message>
        <location filename="../data/import/UsageImport.cpp" line="308"/>
        <source>cannot tell whether &quot;%1&quot; counts dedicated or low-priority cores</source>
        <translation>es ist nicht erkennbar, ob „%1“ dedizierte Kerne oder Kerne mit niedriger Priorität zählt</translation>
    </message>
    <message>
        <location filename="../data/import/UsageImport.cpp" line="333"/>
        <source>is missing and no region was given (--region)</source>
        <translation>fehlt, und es wurde keine Region angegeben (--region)</translation>
    </message>
    <message>
        <location filename="../data/import/UsageImport.cpp" line="349"/>
        <source>a Usages REST body is an object with a &quot;value&quot; array; or run `az ml compute list-usage -o json`</source>
        <translation>ein REST-Ergebnis von Usages ist ein Objekt mit einem &quot;value&quot;-Array; oder führen Sie `az ml compute list-usage -o json` aus</translation>
    </message>
    <message>
        <location filename="../data/import/UsageImport.cpp" line="354"/>
        <source>az ml compute list-usage -o json prints a JSON array, not %1</source>
        <translation>az ml compute list-usage -o json gibt ein JSON-Array aus, nicht %1</translation>
    </message>
    <message>
        <location filename="../data/import/CatalogImport.cpp" line="194"/>
        <source>is larger than %1 MiB, the most a catalog file may be</source>
        <translation>ist größer als %1 MiB, die größte zulässige Katalogdatei</translation>
    </message>
</context>
<context>
    <name>capplan::data::InputFiles</name>
    <message>
        <location filename="../data/InputFiles.cpp" line="125"/>
        <location filename="../data/InputFiles.cpp" line="134"/>
        <location filename="../data/InputFiles.cpp" line="158"/>
        <location filename="../data/InputFiles.cpp" line="179"/>
        <source>cannot read the file: %1</source>
        <translation>die Datei kann nicht gelesen werden: %1</translation>
    </message>
</context>
<context>
    <name>capplan::data::JsonItemReader</name>
    <message>
        <location filename="../data/formats/JsonItemReader.cpp" line="704"/>
        <source>this is az table output (-o table), not JSON; rerun the command with -o json</source>
        <translation>dies ist eine Tabellenausgabe von az (-o table), kein JSON; führen Sie den Befehl mit -o json erneut aus</translation>
    </message>
    <message>
        <location filename="../data/formats/JsonItemReader.cpp" line="706"/>
        <source>this is az YAML output (-o yaml), not JSON; rerun the command with -o json</source>
        <translation>dies ist eine YAML-Ausgabe von az (-o yaml), kein JSON; führen Sie den Befehl mit -o json erneut aus</translation>
    </message>
    <message>
        <location filename="../data/formats/JsonItemReader.cpp" line="708"/>
        <source>this is az TSV output (-o tsv), not JSON; rerun the command with -o json</source>
        <translation>dies ist eine TSV-Ausgabe von az (-o tsv), kein JSON; führen Sie den Befehl mit -o json erneut aus</translation>
    </message>
    <message>
        <location filename="../data/formats/JsonItemReader.cpp" line="718"/>
        <source>document %1</source>
        <translation>Dokument %1</translation>
    </message>
    <message>
        <location filename="../data/formats/JsonItemReader.cpp" line="783"/>
        <source>is nested deeper than %1 levels, the most an import file may be</source>
        <translation>ist tiefer als %1 Ebenen verschachtelt, mehr als eine Importdatei darf</translation>
    </message>
    <message>
        <location filename="../data/formats/JsonItemReader.cpp" line="788"/>
        <source>is given twice</source>
        <translation>ist doppelt angegeben</translation>
    </message>
    <message>
        <location filename="../data/formats/JsonItemReader.cpp" line="791"/>
        <source>must be a finite number</source>
        <translation>muss eine endliche Zahl sein</translation>
    </message>
    <message>
        <location filename="../data/formats/JsonItemReader.cpp" line="801"/>
        <source>line %1: &quot;%2&quot; stands for lines left out: this looks like a shortened example, not what az printed; import the command&apos;s whole output (-o json)</source>
        <translation>Zeile %1: &quot;%2&quot; steht für ausgelassene Zeilen: das sieht nach einem gekürzten Beispiel aus, nicht nach der Ausgabe von az; importieren Sie die vollständige Ausgabe des Befehls (-o json)</translation>
    </message>
    <message>
        <location filename="../data/formats/JsonItemReader.cpp" line="809"/>
        <source>malformed JSON at line %1, column %2</source>
        <translation>fehlerhaftes JSON in Zeile %1, Spalte %2</translation>
    </message>
    <message>
        <location filename="../data/formats/JsonItemReader.cpp" line="819"/>
        <source>%1: the file ends early (is it complete?)</source>
        <translation>%1: Die Datei endet vorzeitig (ist sie vollständig?)</translation>
    </message>
    <message>
        <location filename="../data/formats/JsonItemReader.cpp" line="751"/>
        <source>cannot read the file: %1</source>
        <translation>die Datei kann nicht gelesen werden: %1</translation>
    </message>
    <message>
        <location filename="../data/formats/JsonItemReader.cpp" line="744"/>
        <source>is larger than %1 MiB, the most an import file of this kind may be</source>
        <translation>ist größer als %1 MiB, die größte zulässige Importdatei dieser Art</translation>
    </message>
</context>
<context>
    <name>capplan::data::ModelLibraryJson</name>
    <message>
        <location filename="../data/formats/ModelLibraryJson.cpp" line="114"/>
        <location filename="../data/formats/ModelLibraryJson.cpp" line="213"/>
        <source>is not JSON: %1</source>
        <translation>ist kein JSON: %1</translation>
    </message>
    <message>
        <location filename="../data/formats/ModelLibraryJson.cpp" line="118"/>
        <source>must be a JSON object</source>
        <translation>muss ein JSON-Objekt sein</translation>
    </message>
    <message>
        <location filename="../data/formats/ModelLibraryJson.cpp" line="121"/>
        <source>must be &quot;%1&quot;</source>
        <translation>muss &quot;%1&quot; sein</translation>
    </message>
    <message>
        <location filename="../data/formats/ModelLibraryJson.cpp" line="124"/>
        <source>must be %1</source>
        <translation>muss %1 sein</translation>
    </message>
    <message>
        <location filename="../data/formats/ModelLibraryJson.cpp" line="59"/>
        <location filename="../data/formats/ModelLibraryJson.cpp" line="129"/>
        <source>unknown field</source>
        <translation>unbekanntes Feld</translation>
    </message>
    <message>
        <location filename="../data/formats/ModelLibraryJson.cpp" line="39"/>
        <location filename="../data/formats/ModelLibraryJson.cpp" line="89"/>
        <source>is missing</source>
        <translation>fehlt</translation>
    </message>
    <message>
        <location filename="../data/formats/ModelLibraryJson.cpp" line="44"/>
        <source>must be a string</source>
        <translation>muss eine Zeichenkette sein</translation>
    </message>
    <message>
        <location filename="../data/formats/ModelLibraryJson.cpp" line="52"/>
        <source>must be an object</source>
        <translation>muss ein Objekt sein</translation>
    </message>
    <message>
        <location filename="../data/formats/ModelLibraryJson.cpp" line="66"/>
        <source>must be lower case letters, digits, &apos;.&apos;, &apos;-&apos; or &apos;_&apos;, starting with a letter (got &quot;%1&quot;)</source>
        <translation>muss aus Kleinbuchstaben, Ziffern, „.“, „-“ oder „_“ bestehen und mit einem Buchstaben beginnen (erhalten: „%1“)</translation>
    </message>
    <message>
        <location filename="../data/formats/ModelLibraryJson.cpp" line="78"/>
        <source>must be &quot;default&quot; or &quot;user&quot;</source>
        <translation>muss „default“ oder „user“ sein</translation>
    </message>
    <message>
        <location filename="../data/formats/ModelLibraryJson.cpp" line="83"/>
        <source>must be a number of at least 0</source>
        <translation>muss eine Zahl von mindestens 0 sein</translation>
    </message>
    <message>
        <location filename="../data/formats/ModelLibraryJson.cpp" line="136"/>
        <source>must be a whole number from 0 to 1000000</source>
        <translation>muss eine ganze Zahl von 0 bis 1000000 sein</translation>
    </message>
    <message>
        <location filename="../data/formats/ModelLibraryJson.cpp" line="141"/>
        <source>must be an array of models</source>
        <translation>muss ein Array von Modellen sein</translation>
    </message>
    <message>
        <location filename="../data/formats/ModelLibraryJson.cpp" line="148"/>
        <source>&quot;%1&quot; is given twice</source>
        <translation>„%1“ ist doppelt angegeben</translation>
    </message>
    <message>
        <location filename="../data/formats/ModelLibraryJson.cpp" line="190"/>
        <source>the embedded model library is missing</source>
        <translation>die eingebettete Modellbibliothek fehlt</translation>
    </message>
    <message>
        <location filename="../data/formats/ModelLibraryJson.cpp" line="194"/>
        <source>the embedded model library is malformed: %1</source>
        <translation>die eingebettete Modellbibliothek ist fehlerhaft: %1</translation>
    </message>
</context>
<context>
    <name>capplan::data::NcclImport</name>
    <message>
        <location filename="../data/import/NcclImport.cpp" line="50"/>
        <source>line %1, column %2</source>
        <translation>Zeile %1, Spalte %2</translation>
    </message>
    <message>
        <location filename="../data/import/NcclImport.cpp" line="55"/>
        <source>line %1</source>
        <translation>Zeile %1</translation>
    </message>
    <message>
        <location filename="../data/import/NcclImport.cpp" line="136"/>
        <source>“%1” is not a whole number (%2)</source>
        <translation>„%1“ ist keine ganze Zahl (%2)</translation>
    </message>
    <message>
        <location filename="../data/import/NcclImport.cpp" line="139"/>
        <location filename="../data/import/NcclImport.cpp" line="152"/>
        <source>“%1” must not be negative (%2)</source>
        <translation>„%1“ darf nicht negativ sein (%2)</translation>
    </message>
    <message>
        <location filename="../data/import/NcclImport.cpp" line="149"/>
        <source>“%1” is not a number (%2)</source>
        <translation>„%1“ ist keine Zahl (%2)</translation>
    </message>
    <message>
        <location filename="../data/import/NcclImport.cpp" line="176"/>
        <source>the row has %1 of %2 columns; the output looks truncated</source>
        <translation>die Zeile hat %1 von %2 Spalten; die Ausgabe scheint abgeschnitten zu sein</translation>
    </message>
    <message>
        <location filename="../data/import/NcclImport.cpp" line="182"/>
        <source>unexpected extra column “%1”</source>
        <translation>unerwartete zusätzliche Spalte „%1“</translation>
    </message>
    <message>
        <location filename="../data/import/NcclImport.cpp" line="358"/>
        <source> or </source>
        <translation> oder </translation>
    </message>
    <message>
        <location filename="../data/import/NcclImport.cpp" line="366"/>
        <location filename="../data/import/NcclImport.cpp" line="742"/>
        <source>the file is empty</source>
        <translation>die Datei ist leer</translation>
    </message>
    <message>
        <location filename="../data/import/NcclImport.cpp" line="369"/>
        <source>not a text file: nccl-tests prints plain text</source>
        <translation>keine Textdatei: nccl-tests gibt reinen Text aus</translation>
    </message>
    <message>
        <location filename="../data/import/NcclImport.cpp" line="411"/>
        <source>the run of the header at line %1 has no “# Avg bus bandwidth” footer before the next run starts: it did not finish</source>
        <translation>der Lauf mit der Kopfzeile in Zeile %1 hat vor dem nächsten Lauf keine Fußzeile „# Avg bus bandwidth“: er wurde nicht beendet</translation>
    </message>
    <message>
        <location filename="../data/import/NcclImport.cpp" line="419"/>
        <source>unknown column layout; expected “size count type redop root time algbw busbw #wrong time algbw busbw #wrong”</source>
        <translation>unbekannte Spaltenanordnung; erwartet: „size count type redop root time algbw busbw #wrong time algbw busbw #wrong“</translation>
    </message>
    <message>
        <location filename="../data/import/NcclImport.cpp" line="431"/>
        <source>the average bus bandwidth has no value</source>
        <translation>die durchschnittliche Busbandbreite hat keinen Wert</translation>
    </message>
    <message>
        <location filename="../data/import/NcclImport.cpp" line="433"/>
        <source>average bus bandwidth</source>
        <translation>durchschnittliche Busbandbreite</translation>
    </message>
    <message>
        <location filename="../data/import/NcclImport.cpp" line="458"/>
        <source>no nccl-tests column header (“# size count type redop root time algbw busbw …”): not an nccl-tests output</source>
        <translation>kein Spaltenkopf von nccl-tests („# size count type redop root time algbw busbw …“): keine Ausgabe von nccl-tests</translation>
    </message>
    <message>
        <location filename="../data/import/NcclImport.cpp" line="464"/>
        <source>no data rows after the column header</source>
        <translation>keine Datenzeilen nach dem Spaltenkopf</translation>
    </message>
    <message>
        <location filename="../data/import/NcclImport.cpp" line="467"/>
        <source>the output ends before the “# Avg bus bandwidth” footer: the run did not finish</source>
        <translation>die Ausgabe endet vor der Fußzeile „# Avg bus bandwidth“: Der Lauf wurde nicht abgeschlossen</translation>
    </message>
    <message>
        <location filename="../data/import/NcclImport.cpp" line="502"/>
        <source>line %1 names %2, but the rows are those of %3: the file mixes two runs</source>
        <translation>Zeile %1 nennt %2, die Zeilen gehören aber zu %3: die Datei mischt zwei Läufe</translation>
    </message>
    <message>
        <location filename="../data/import/NcclImport.cpp" line="527"/>
        <source>the output does not show which collective it measured; the bus bandwidth of the plan is all-reduce&apos;s: run all_reduce_perf</source>
        <translation>die Ausgabe zeigt nicht, welche kollektive Operation sie gemessen hat; die Busbandbreite des Plans ist die von All-Reduce: führen Sie all_reduce_perf aus</translation>
    </message>
    <message>
        <location filename="../data/import/NcclImport.cpp" line="533"/>
        <source>the output does not show that it is all_reduce_perf&apos;s and not %1&apos;s; the bus bandwidth of the plan is all-reduce&apos;s: keep the all_reduce_perf command line in the file</source>
        <translation>die Ausgabe zeigt nicht, dass sie von all_reduce_perf und nicht von %1 stammt; die Busbandbreite des Plans ist die von All-Reduce: behalten Sie die Befehlszeile von all_reduce_perf in der Datei</translation>
    </message>
    <message>
        <location filename="../data/import/NcclImport.cpp" line="546"/>
        <source>this is an %1 output; the bus bandwidth of the plan is all-reduce&apos;s: run all_reduce_perf</source>
        <translation>dies ist eine Ausgabe von %1; die Busbandbreite des Plans ist die von All-Reduce: führen Sie all_reduce_perf aus</translation>
    </message>
    <message>
        <location filename="../data/import/NcclImport.cpp" line="548"/>
        <source>this is a %1 output; the bus bandwidth of the plan is all-reduce&apos;s: run all_reduce_perf</source>
        <translation>dies ist eine Ausgabe von %1; die Busbandbreite des Plans ist die von All-Reduce: führen Sie all_reduce_perf aus</translation>
    </message>
    <message>
        <location filename="../data/import/NcclImport.cpp" line="573"/>
        <source>is larger than %1 MiB, the most this reader takes; import the output of one run</source>
        <translation>ist größer als %1 MiB, mehr als dieser Leser annimmt; importieren Sie die Ausgabe eines Laufs</translation>
    </message>
    <message>
        <location filename="../data/import/NcclImport.cpp" line="745"/>
        <source>not a text file: an NCCL log is plain text</source>
        <translation>keine Textdatei: Ein NCCL-Log ist reiner Text</translation>
    </message>
    <message>
        <location filename="../data/import/NcclImport.cpp" line="858"/>
        <source>not an NCCL_DEBUG=INFO log: no line contains “NCCL INFO”</source>
        <translation>kein NCCL_DEBUG=INFO-Log: Keine Zeile enthält „NCCL INFO“</translation>
    </message>
</context>
<context>
    <name>capplan::data::PdfReport</name>
    <message>
        <location filename="../render/PdfReport.cpp" line="122"/>
        <source>1 node</source>
        <translation>1 Knoten</translation>
    </message>
    <message>
        <location filename="../render/PdfReport.cpp" line="122"/>
        <source>%1 nodes</source>
        <translation>%1 Knoten</translation>
    </message>
    <message>
        <location filename="../render/PdfReport.cpp" line="133"/>
        <source>%1 … (%2 in all)</source>
        <translation>%1 … (insgesamt %2)</translation>
    </message>
    <message>
        <location filename="../render/PdfReport.cpp" line="214"/>
        <source>%1 GPU-hours at full efficiency</source>
        <translation>%1 GPU-Stunden bei voller Effizienz</translation>
    </message>
    <message>
        <location filename="../render/PdfReport.cpp" line="217"/>
        <source>%1 tokens at %2 tokens/s per GPU</source>
        <translation>%1 Tokens bei %2 Tokens/s pro GPU</translation>
    </message>
    <message>
        <location filename="../render/PdfReport.cpp" line="229"/>
        <source>%1 tokens, %2 parameters at %3 MFU of %4 TFLOP/s dense BF16 per GPU (6 · parameters · tokens FLOPs): %5 tokens/s per GPU</source>
        <translation>%1 Tokens, %2 Parameter bei %3 MFU von %4 TFLOP/s BF16 (dense) pro GPU (6 · Parameter · Tokens FLOPs): %5 Tokens/s pro GPU</translation>
    </message>
    <message>
        <location filename="../render/PdfReport.cpp" line="309"/>
        <source>%1, as of %2</source>
        <translation>%1, Stand %2</translation>
    </message>
    <message>
        <location filename="../render/PdfReport.cpp" line="311"/>
        <source>%1 — unverified</source>
        <translation>%1 — ungeprüft</translation>
    </message>
    <message>
        <location filename="../render/PdfReport.cpp" line="319"/>
        <source>Recommendation</source>
        <translation>Empfehlung</translation>
    </message>
    <message>
        <location filename="../render/PdfReport.cpp" line="336"/>
        <source>%1: %2, %3</source>
        <translation>%1: %2, %3</translation>
    </message>
    <message>
        <location filename="../render/PdfReport.cpp" line="343"/>
        <source>Deadline %1: no node count meets it.</source>
        <translation>Frist %1: Keine Knotenzahl hält sie ein.</translation>
    </message>
    <message>
        <location filename="../render/PdfReport.cpp" line="344"/>
        <source>Deadline %1: met by %2 nodes.</source>
        <translation>Frist %1: eingehalten mit %2 Knoten.</translation>
    </message>
    <message>
        <location filename="../render/PdfReport.cpp" line="347"/>
        <source>No deadline set.</source>
        <translation>Keine Frist festgelegt.</translation>
    </message>
    <message>
        <location filename="../render/PdfReport.cpp" line="352"/>
        <source>Budget %1: no node count stays within it.</source>
        <translation>Budget %1: Keine Knotenzahl bleibt im Budget.</translation>
    </message>
    <message>
        <location filename="../render/PdfReport.cpp" line="353"/>
        <source>Budget %1: kept by %2 nodes.</source>
        <translation>Budget %1: eingehalten mit %2 Knoten.</translation>
    </message>
    <message>
        <location filename="../render/PdfReport.cpp" line="355"/>
        <source>No budget set.</source>
        <translation>Kein Budget festgelegt.</translation>
    </message>
    <message>
        <location filename="../render/PdfReport.cpp" line="358"/>
        <source>Cheapest option: %1.</source>
        <translation>Günstigste Option: %1.</translation>
    </message>
    <message>
        <location filename="../render/PdfReport.cpp" line="361"/>
        <source>Fastest option: %1.</source>
        <translation>Schnellste Option: %1.</translation>
    </message>
    <message>
        <location filename="../render/PdfReport.cpp" line="363"/>
        <source>Rule: among the node counts that meet the deadline within the budget, the cheapest; a tie goes to fewer nodes.</source>
        <translation>Regel: Unter den Knotenzahlen, die die Frist im Budget einhalten, die günstigste; bei Gleichstand entscheidet die kleinere Knotenzahl.</translation>
    </message>
    <message>
        <location filename="../render/PdfReport.cpp" line="374"/>
        <source>Options by node count</source>
        <translation>Optionen nach Knotenzahl</translation>
    </message>
    <message>
        <location filename="../render/PdfReport.cpp" line="379"/>
        <location filename="../render/PdfReport.cpp" line="458"/>
        <location filename="../render/PdfReport.cpp" line="565"/>
        <location filename="../render/PdfReport.cpp" line="979"/>
        <source>Nodes</source>
        <translation>Knoten</translation>
    </message>
    <message>
        <location filename="../render/PdfReport.cpp" line="379"/>
        <source>GPUs</source>
        <translation>GPUs</translation>
    </message>
    <message>
        <location filename="../render/PdfReport.cpp" line="379"/>
        <location filename="../render/PdfReport.cpp" line="565"/>
        <source>Efficiency</source>
        <translation>Effizienz</translation>
    </message>
    <message>
        <location filename="../render/PdfReport.cpp" line="380"/>
        <source>Wall clock</source>
        <translation>Laufzeit</translation>
    </message>
    <message>
        <location filename="../render/PdfReport.cpp" line="380"/>
        <source>Node-hours</source>
        <translation>Knoten-h</translation>
    </message>
    <message>
        <location filename="../render/PdfReport.cpp" line="380"/>
        <location filename="../render/PdfReport.cpp" line="1015"/>
        <source>Cost</source>
        <translation>Kosten</translation>
    </message>
    <message>
        <location filename="../render/PdfReport.cpp" line="381"/>
        <source>Quota cores</source>
        <translation>Kerne</translation>
    </message>
    <message>
        <location filename="../render/PdfReport.cpp" line="381"/>
        <source>Meets deadline</source>
        <translation>Hält Frist ein</translation>
    </message>
    <message>
        <location filename="../render/PdfReport.cpp" line="381"/>
        <source>Within budget</source>
        <translation>Im Budget</translation>
    </message>
    <message>
        <location filename="../render/PdfReport.cpp" line="394"/>
        <source>%1 h</source>
        <translation>%1 h</translation>
    </message>
    <message>
        <location filename="../render/PdfReport.cpp" line="397"/>
        <location filename="../render/PdfReport.cpp" line="398"/>
        <source>yes</source>
        <translation>ja</translation>
    </message>
    <message>
        <location filename="../render/PdfReport.cpp" line="397"/>
        <location filename="../render/PdfReport.cpp" line="398"/>
        <source>no</source>
        <translation>nein</translation>
    </message>
    <message>
        <location filename="../render/PdfReport.cpp" line="291"/>
        <location filename="../render/PdfReport.cpp" line="406"/>
        <source>%1: %2</source>
        <extracomment>%1: &quot;4 nodes&quot;; %2: the layout in words</extracomment>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location filename="../render/PdfReport.cpp" line="223"/>
        <source>%1 tokens</source>
        <translation>%1 Tokens</translation>
    </message>
    <message>
        <location filename="../render/PdfReport.cpp" line="248"/>
        <source>%1, %2 billion parameters (%3)</source>
        <extracomment>%1: the model&apos;s name; %2: billions of parameters, e.g. &quot;70.6&quot;; %3: the exact count</extracomment>
        <translation>%1, %2 Milliarden Parameter (%3)</translation>
    </message>
    <message>
        <location filename="../render/PdfReport.cpp" line="252"/>
        <source>, %1 billion active per token</source>
        <extracomment>a mixture of experts: the parameters one token passes through</extracomment>
        <translation>, %1 Milliarden aktiv je Token</translation>
    </message>
    <message>
        <location filename="../render/PdfReport.cpp" line="254"/>
        <source>Model</source>
        <translation>Modell</translation>
    </message>
    <message>
        <location filename="../render/PdfReport.cpp" line="254"/>
        <source>model library or config.json</source>
        <translation>Modellbibliothek oder config.json</translation>
    </message>
    <message>
        <location filename="../render/PdfReport.cpp" line="265"/>
        <source>full (every parameter trained)</source>
        <translation>voll (jeder Parameter wird trainiert)</translation>
    </message>
    <message>
        <location filename="../render/PdfReport.cpp" line="268"/>
        <source>LoRA, rank %1 (the base frozen in 16 bits)</source>
        <translation>LoRA, Rang %1 (Basis in 16 Bit eingefroren)</translation>
    </message>
    <message>
        <location filename="../render/PdfReport.cpp" line="269"/>
        <source>LoRA (the base frozen in 16 bits)</source>
        <translation>LoRA (Basis in 16 Bit eingefroren)</translation>
    </message>
    <message>
        <location filename="../render/PdfReport.cpp" line="272"/>
        <source>QLoRA, rank %1 (the base frozen in 4-bit NF4)</source>
        <translation>QLoRA, Rang %1 (Basis in 4-Bit-NF4 eingefroren)</translation>
    </message>
    <message>
        <location filename="../render/PdfReport.cpp" line="273"/>
        <source>QLoRA (the base frozen in 4-bit NF4)</source>
        <translation>QLoRA (Basis in 4-Bit-NF4 eingefroren)</translation>
    </message>
    <message>
        <location filename="../render/PdfReport.cpp" line="276"/>
        <source>Fine-tuning</source>
        <translation>Fine-Tuning</translation>
    </message>
    <message>
        <location filename="../render/PdfReport.cpp" line="285"/>
        <source>Stack</source>
        <translation>Stack</translation>
    </message>
    <message>
        <location filename="../render/PdfReport.cpp" line="286"/>
        <source>%1 (inferred from the strategy)</source>
        <translation>%1 (aus der Strategie abgeleitet)</translation>
    </message>
    <message>
        <location filename="../render/PdfReport.cpp" line="290"/>
        <source>Layout</source>
        <extracomment>%1: &quot;4 nodes&quot;; %2: the layout in words</extracomment>
        <translation>Layout</translation>
    </message>
    <message>
        <location filename="../render/PdfReport.cpp" line="292"/>
        <source>chosen by the planner for this node count</source>
        <translation>vom Planer für diese Knotenzahl gewählt</translation>
    </message>
    <message>
        <location filename="../render/PdfReport.cpp" line="293"/>
        <source>the plan&apos;s layout</source>
        <translation>das Layout des Plans</translation>
    </message>
    <message>
        <location filename="../render/PdfReport.cpp" line="296"/>
        <source>FP8 GEMMs, 16-bit weights</source>
        <translation>FP8-GEMMs, 16-Bit-Gewichte</translation>
    </message>
    <message>
        <location filename="../render/PdfReport.cpp" line="299"/>
        <source>FP16 with dynamic loss scaling (%1 has no BF16)</source>
        <translation>FP16 mit dynamischer Loss-Skalierung (%1 hat kein BF16)</translation>
    </message>
    <message>
        <location filename="../render/PdfReport.cpp" line="301"/>
        <source>BF16</source>
        <translation>BF16</translation>
    </message>
    <message>
        <location filename="../render/PdfReport.cpp" line="303"/>
        <source>Precision</source>
        <translation>Genauigkeit</translation>
    </message>
    <message>
        <location filename="../render/PdfReport.cpp" line="410"/>
        <source>Layouts chosen by the planner (the plan names none): %1.</source>
        <translation>Vom Planer gewählte Aufteilungen (der Plan nennt keine): %1.</translation>
    </message>
    <message>
        <location filename="../render/PdfReport.cpp" line="416"/>
        <source>Estimate: %1. The wall clock in brackets is the band: the run at the band&apos;s fast and slow ends.</source>
        <extracomment>%1: the model, stack and band in words</extracomment>
        <translation>Schätzung: %1. Die Laufzeit in Klammern ist die Spanne: der Lauf am schnellen und am langsamen Ende der Spanne.</translation>
    </message>
    <message>
        <location filename="../render/PdfReport.cpp" line="421"/>
        <source>The recommended option is in bold. Per node count n with g GPUs and v vCPUs per node and efficiency e(n): compute hours = GPU-hours ÷ (n · g · e(n)); wall clock = compute hours ÷ goodput + overhead; cost = wall clock · n · price per node-hour; quota cores = n · v.</source>
        <translation>Die empfohlene Option ist fett gedruckt. Je Knotenzahl n mit g GPUs und v vCPUs pro Knoten und Effizienz e(n): Rechenstunden = GPU-Stunden ÷ (n · g · e(n)); Laufzeit = Rechenstunden ÷ Goodput + Overhead; Kosten = Laufzeit · n · Preis pro Knotenstunde; Kontingentkerne = n · v.</translation>
    </message>
    <message>
        <location filename="../render/PdfReport.cpp" line="430"/>
        <source>Findings</source>
        <translation>Hinweise</translation>
    </message>
    <message>
        <location filename="../render/PdfReport.cpp" line="433"/>
        <source>None: nothing in this plan calls for attention.</source>
        <translation>Keine: An diesem Plan ist nichts zu beanstanden.</translation>
    </message>
    <message>
        <location filename="../render/PdfReport.cpp" line="440"/>
        <source>Error</source>
        <translation>Fehler</translation>
    </message>
    <message>
        <location filename="../render/PdfReport.cpp" line="441"/>
        <source>Warning</source>
        <translation>Warnung</translation>
    </message>
    <message>
        <location filename="../render/PdfReport.cpp" line="442"/>
        <source>Note</source>
        <translation>Hinweis</translation>
    </message>
    <message>
        <location filename="../render/PdfReport.cpp" line="451"/>
        <location filename="../render/PdfReport.cpp" line="1016"/>
        <source>Quota</source>
        <translation>Kontingent</translation>
    </message>
    <message>
        <location filename="../render/PdfReport.cpp" line="453"/>
        <source>Azure counts quota in vCPU cores per VM family and region, dedicated and low-priority separately. This plan runs in the %1 family in %2 at the %3 tier (%4 vCPUs per node).</source>
        <translation>Azure zählt Kontingente in vCPU-Kernen pro VM-Familie und Region, getrennt nach dedizierten Kernen und Kernen mit niedriger Priorität. Dieser Plan läuft in der Familie %1 in %2 im Tarif „%3“ (%4 vCPUs pro Knoten).</translation>
    </message>
    <message>
        <location filename="../render/PdfReport.cpp" line="458"/>
        <source>For</source>
        <translation>Für</translation>
    </message>
    <message>
        <location filename="../render/PdfReport.cpp" line="458"/>
        <source>Cores needed</source>
        <translation>Benötigte Kerne</translation>
    </message>
    <message>
        <location filename="../render/PdfReport.cpp" line="465"/>
        <source>the recommended option</source>
        <translation>die empfohlene Option</translation>
    </message>
    <message>
        <location filename="../render/PdfReport.cpp" line="471"/>
        <source>the largest option compared</source>
        <translation>die größte verglichene Option</translation>
    </message>
    <message>
        <location filename="../render/PdfReport.cpp" line="477"/>
        <source>There is no recommendation; the options table lists the cores of every node count.</source>
        <translation>Es gibt keine Empfehlung; die Optionstabelle führt die Kerne jeder Knotenzahl auf.</translation>
    </message>
    <message>
        <location filename="../render/PdfReport.cpp" line="494"/>
        <source>Plan inputs and assumptions</source>
        <translation>Planeingaben und Annahmen</translation>
    </message>
    <message>
        <location filename="../render/PdfReport.cpp" line="498"/>
        <source>catalog price for %1, %2: %3</source>
        <translation>Katalogpreis für %1, %2: %3</translation>
    </message>
    <message>
        <location filename="../render/PdfReport.cpp" line="502"/>
        <source>catalog price</source>
        <translation>Katalogpreis</translation>
    </message>
    <message>
        <location filename="../render/PdfReport.cpp" line="504"/>
        <source>given in the plan</source>
        <translation>im Plan angegeben</translation>
    </message>
    <message>
        <location filename="../render/PdfReport.cpp" line="513"/>
        <source>%1 (the default)</source>
        <translation>%1 (Standard)</translation>
    </message>
    <message>
        <location filename="../render/PdfReport.cpp" line="515"/>
        <source>from the workload</source>
        <translation>aus dem Workload</translation>
    </message>
    <message>
        <location filename="../render/PdfReport.cpp" line="518"/>
        <source>tokens ÷ the step-time model&apos;s %1 tokens/s per GPU on %2</source>
        <extracomment>%1: tokens/s per GPU; %2: &quot;1 node&quot;</extracomment>
        <translation>Tokens ÷ die %1 Tokens/s je GPU des Schrittzeitmodells auf %2</translation>
    </message>
    <message>
        <location filename="../render/PdfReport.cpp" line="522"/>
        <source>peak: %1</source>
        <translation>Spitzenwert: %1</translation>
    </message>
    <message>
        <location filename="../render/PdfReport.cpp" line="524"/>
        <location filename="../render/PdfReport.cpp" line="602"/>
        <location filename="../render/PdfReport.cpp" line="989"/>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <location filename="../render/PdfReport.cpp" line="526"/>
        <source>VM size</source>
        <translation>VM-Größe</translation>
    </message>
    <message>
        <location filename="../render/PdfReport.cpp" line="526"/>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <location filename="../render/PdfReport.cpp" line="528"/>
        <source>Region and tier</source>
        <translation>Region und Tarif</translation>
    </message>
    <message>
        <location filename="../render/PdfReport.cpp" line="530"/>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
    <message>
        <location filename="../render/PdfReport.cpp" line="531"/>
        <source>%1, %2, %3</source>
        <translation>%1, %2, %3</translation>
    </message>
    <message>
        <location filename="../render/PdfReport.cpp" line="533"/>
        <location filename="../render/PdfReport.cpp" line="1015"/>
        <source>Price per node-hour</source>
        <translation>Preis pro Knotenstunde</translation>
    </message>
    <message>
        <location filename="../render/PdfReport.cpp" line="534"/>
        <source>Workload</source>
        <translation>Workload</translation>
    </message>
    <message>
        <location filename="../render/PdfReport.cpp" line="538"/>
        <source>Work at full efficiency</source>
        <translation>Aufwand bei voller Effizienz</translation>
    </message>
    <message>
        <location filename="../render/PdfReport.cpp" line="539"/>
        <source>%1 GPU-hours</source>
        <translation>%1 GPU-Stunden</translation>
    </message>
    <message>
        <location filename="../render/PdfReport.cpp" line="540"/>
        <source>Goodput</source>
        <translation>Goodput</translation>
    </message>
    <message>
        <location filename="../render/PdfReport.cpp" line="541"/>
        <source>share of the wall clock spent training</source>
        <translation>Anteil der Laufzeit mit Training</translation>
    </message>
    <message>
        <location filename="../render/PdfReport.cpp" line="542"/>
        <source>Overhead</source>
        <translation>Overhead</translation>
    </message>
    <message>
        <location filename="../render/PdfReport.cpp" line="543"/>
        <source>startup, image pull, final checkpoint</source>
        <translation>Start, Laden des Images, letzter Checkpoint</translation>
    </message>
    <message>
        <location filename="../render/PdfReport.cpp" line="544"/>
        <source>Deadline</source>
        <translation>Frist</translation>
    </message>
    <message>
        <location filename="../render/PdfReport.cpp" line="546"/>
        <source>Budget</source>
        <translation>Budget</translation>
    </message>
    <message>
        <location filename="../render/PdfReport.cpp" line="547"/>
        <source>Node counts compared</source>
        <translation>Verglichene Knotenzahlen</translation>
    </message>
    <message>
        <location filename="../render/PdfReport.cpp" line="549"/>
        <source>Input</source>
        <translation>Eingabe</translation>
    </message>
    <message>
        <location filename="../render/PdfReport.cpp" line="549"/>
        <location filename="../render/PdfReport.cpp" line="613"/>
        <source>Value</source>
        <translation>Wert</translation>
    </message>
    <message>
        <location filename="../render/PdfReport.cpp" line="549"/>
        <location filename="../render/PdfReport.cpp" line="613"/>
        <source>Source</source>
        <translation>Quelle</translation>
    </message>
    <message>
        <location filename="../render/PdfReport.cpp" line="556"/>
        <source>Scaling efficiency</source>
        <translation>Skalierungseffizienz</translation>
    </message>
    <message>
        <location filename="../render/PdfReport.cpp" line="558"/>
        <source>Efficiency is speedup ÷ nodes. Between the given points it is linear in log2(nodes); beyond the last point it continues the last segment&apos;s slope per doubling; it stays within 1 % and 100 %.</source>
        <translation>Die Effizienz ist Beschleunigung ÷ Knoten. Zwischen den angegebenen Punkten verläuft sie linear in log2(Knoten); jenseits des letzten Punkts setzt sie die Steigung des letzten Abschnitts pro Verdopplung fort; sie bleibt zwischen 1 % und 100 %.</translation>
    </message>
    <message>
        <location filename="../render/PdfReport.cpp" line="565"/>
        <source>Speedup</source>
        <translation>Beschleunigung</translation>
    </message>
    <message>
        <location filename="../render/PdfReport.cpp" line="572"/>
        <source>Size facts: %1</source>
        <translation>Kenndaten der VM-Größe: %1</translation>
    </message>
    <message>
        <location filename="../render/PdfReport.cpp" line="573"/>
        <source>%1 GiB</source>
        <translation>%1 GiB</translation>
    </message>
    <message>
        <location filename="../render/PdfReport.cpp" line="574"/>
        <source>%1 Gb/s</source>
        <translation>%1 Gb/s</translation>
    </message>
    <message>
        <location filename="../render/PdfReport.cpp" line="585"/>
        <source>%1, unverified</source>
        <translation>%1, ungeprüft</translation>
    </message>
    <message>
        <location filename="../render/PdfReport.cpp" line="591"/>
        <source>%1 × %2</source>
        <translation>%1 × %2</translation>
    </message>
    <message>
        <location filename="../render/PdfReport.cpp" line="596"/>
        <source>%1 per GPU</source>
        <translation>%1 pro GPU</translation>
    </message>
    <message>
        <location filename="../render/PdfReport.cpp" line="601"/>
        <source>%1 (%2 per VM)</source>
        <translation>%1 (%2 pro VM)</translation>
    </message>
    <message>
        <location filename="../render/PdfReport.cpp" line="609"/>
        <source>%1, retirement date %2</source>
        <translation>%1, Einstellungsdatum %2</translation>
    </message>
    <message>
        <location filename="../render/PdfReport.cpp" line="613"/>
        <source>Fact</source>
        <translation>Merkmal</translation>
    </message>
    <message>
        <location filename="../render/PdfReport.cpp" line="613"/>
        <source>As of</source>
        <translation>Stand</translation>
    </message>
    <message>
        <location filename="../render/PdfReport.cpp" line="616"/>
        <source>Values in orange italics have not been confirmed against their source.</source>
        <translation>Werte in orangefarbener Kursivschrift wurden noch nicht mit ihrer Quelle abgeglichen.</translation>
    </message>
    <message>
        <location filename="../render/PdfReport.cpp" line="624"/>
        <source>the report needs a plan, its evaluation and its VM size</source>
        <translation>der Bericht benötigt einen Plan, dessen Auswertung und dessen VM-Größe</translation>
    </message>
    <message>
        <location filename="../render/PdfReport.cpp" line="631"/>
        <source>the plan has errors, so there is nothing to report: %1</source>
        <translation>der Plan enthält Fehler, daher gibt es nichts zu berichten: %1</translation>
    </message>
    <message>
        <location filename="../render/PdfReport.cpp" line="635"/>
        <source>the VM size %1 is not the plan&apos;s size %2</source>
        <translation>die VM-Größe %1 ist nicht die VM-Größe des Plans (%2)</translation>
    </message>
    <message>
        <location filename="../render/PdfReport.cpp" line="638"/>
        <location filename="../render/PdfReport.cpp" line="800"/>
        <source>(unnamed plan)</source>
        <translation>(unbenannter Plan)</translation>
    </message>
    <message>
        <location filename="../render/PdfReport.cpp" line="643"/>
        <source>Capacity plan report, generated on %1 by GPU Capacity Planner.</source>
        <translation>Bericht zur Kapazitätsplanung, erstellt am %1 mit GPU Capacity Planner.</translation>
    </message>
    <message>
        <location filename="../render/PdfReport.cpp" line="647"/>
        <source>Catalog: %1.</source>
        <translation>Katalog: %1.</translation>
    </message>
    <message>
        <location filename="../render/PdfReport.cpp" line="652"/>
        <source>%1 in %2, %3 tier, %4 per node-hour.</source>
        <translation>%1 in %2, Tarif „%3“, %4 pro Knotenstunde.</translation>
    </message>
    <message>
        <location filename="../render/PdfReport.cpp" line="656"/>
        <source>%1 in %2, %3 tier, %4 per node-hour (%5).</source>
        <translation>%1 in %2, Stufe %3, %4 pro Knotenstunde (%5).</translation>
    </message>
    <message>
        <location filename="../render/PdfReport.cpp" line="662"/>
        <source>Wall clock and cost by node count</source>
        <translation>Laufzeit und Kosten nach Knotenzahl</translation>
    </message>
    <message>
        <location filename="../render/PdfReport.cpp" line="808"/>
        <source>printing the report needs a QGuiApplication (fonts)</source>
        <translation>zum Drucken des Berichts wird eine QGuiApplication benötigt (Schriftarten)</translation>
    </message>
    <message>
        <location filename="../render/PdfReport.cpp" line="858"/>
        <source>cannot draw on the page</source>
        <translation>auf der Seite kann nicht gezeichnet werden</translation>
    </message>
    <message>
        <location filename="../render/PdfReport.cpp" line="800"/>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <location filename="../render/PdfReport.cpp" line="867"/>
        <source>cannot start page %1</source>
        <translation>Seite %1 kann nicht begonnen werden</translation>
    </message>
    <message>
        <location filename="../render/PdfReport.cpp" line="889"/>
        <source>Page %1 of %2</source>
        <translation>Seite %1 von %2</translation>
    </message>
    <message>
        <location filename="../render/PdfReport.cpp" line="931"/>
        <source>Capacity plan: %1</source>
        <translation>Kapazitätsplan: %1</translation>
    </message>
    <message>
        <location filename="../render/PdfReport.cpp" line="956"/>
        <location filename="../render/PdfReport.cpp" line="959"/>
        <source>cannot write the report: %1</source>
        <translation>der Bericht kann nicht geschrieben werden: %1</translation>
    </message>
    <message>
        <location filename="../render/PdfReport.cpp" line="976"/>
        <source>Risk, %1: %2 trials per node count, seed %3</source>
        <translation>Risiko, %1: %2 Durchläufe pro Knotenzahl, Seed %3</translation>
    </message>
    <message>
        <location filename="../render/PdfReport.cpp" line="979"/>
        <source>P(deadline)</source>
        <translation>P(Frist)</translation>
    </message>
    <message>
        <location filename="../render/PdfReport.cpp" line="979"/>
        <source>Expected</source>
        <translation>Erwartet</translation>
    </message>
    <message>
        <location filename="../render/PdfReport.cpp" line="980"/>
        <source>P50</source>
        <translation>P50</translation>
    </message>
    <message>
        <location filename="../render/PdfReport.cpp" line="980"/>
        <source>P90</source>
        <translation>P90</translation>
    </message>
    <message>
        <location filename="../render/PdfReport.cpp" line="980"/>
        <source>Expected cost</source>
        <translation>Erwartete Kosten</translation>
    </message>
    <message>
        <location filename="../render/PdfReport.cpp" line="981"/>
        <source>P90 cost</source>
        <translation>P90-Kosten</translation>
    </message>
    <message>
        <location filename="../render/PdfReport.cpp" line="981"/>
        <source>Checkpoint every</source>
        <translation>Checkpoint alle</translation>
    </message>
    <message>
        <location filename="../render/PdfReport.cpp" line="994"/>
        <source>Recommendation at %1 confidence</source>
        <translation>Empfehlung bei %1 Konfidenz</translation>
    </message>
    <message>
        <location filename="../render/PdfReport.cpp" line="1012"/>
        <source>Regions: the cheapest with enough quota is %1</source>
        <translation>Regionen: Die günstigste mit ausreichendem Kontingent ist %1</translation>
    </message>
    <message>
        <location filename="../render/PdfReport.cpp" line="1014"/>
        <source>Regions (no region is known to have enough quota)</source>
        <translation>Regionen (für keine Region ist ausreichendes Kontingent bekannt)</translation>
    </message>
    <message>
        <location filename="../render/PdfReport.cpp" line="1015"/>
        <source>Region</source>
        <translation>Region</translation>
    </message>
    <message>
        <location filename="../render/PdfReport.cpp" line="1021"/>
        <source>enough</source>
        <translation>ausreichend</translation>
    </message>
    <message>
        <location filename="../render/PdfReport.cpp" line="1024"/>
        <source>%1 cores short</source>
        <translation>%1 Kerne zu wenig</translation>
    </message>
    <message>
        <location filename="../render/PdfReport.cpp" line="1027"/>
        <source>unknown</source>
        <translation>unbekannt</translation>
    </message>
</context>
<context>
    <name>capplan::data::PlanFile</name>
    <message>
        <location filename="../data/formats/ArchitectureJson.cpp" line="30"/>
        <location filename="../data/formats/PlanFile.cpp" line="65"/>
        <source>null</source>
        <translation>null</translation>
    </message>
    <message>
        <location filename="../data/formats/ArchitectureJson.cpp" line="32"/>
        <location filename="../data/formats/PlanFile.cpp" line="67"/>
        <source>a boolean</source>
        <translation>ein boolescher Wert</translation>
    </message>
    <message>
        <location filename="../data/formats/ArchitectureJson.cpp" line="34"/>
        <location filename="../data/formats/PlanFile.cpp" line="69"/>
        <source>a string</source>
        <translation>eine Zeichenkette</translation>
    </message>
    <message>
        <location filename="../data/formats/ArchitectureJson.cpp" line="36"/>
        <location filename="../data/formats/PlanFile.cpp" line="71"/>
        <source>an array</source>
        <translation>ein Array</translation>
    </message>
    <message>
        <location filename="../data/formats/ArchitectureJson.cpp" line="38"/>
        <location filename="../data/formats/PlanFile.cpp" line="73"/>
        <source>an object</source>
        <translation>ein Objekt</translation>
    </message>
    <message>
        <location filename="../data/formats/ArchitectureJson.cpp" line="40"/>
        <location filename="../data/formats/PlanFile.cpp" line="75"/>
        <source>a number</source>
        <translation>eine Zahl</translation>
    </message>
    <message>
        <location filename="../data/formats/ArchitectureJson.cpp" line="124"/>
        <location filename="../data/formats/PlanFile.cpp" line="82"/>
        <source>must be an object, not %1</source>
        <translation>muss ein Objekt sein, nicht %1</translation>
    </message>
    <message>
        <location filename="../data/formats/ArchitectureJson.cpp" line="132"/>
        <location filename="../data/formats/PlanFile.cpp" line="91"/>
        <source>unknown field</source>
        <translation>unbekanntes Feld</translation>
    </message>
    <message>
        <location filename="../data/formats/ArchitectureJson.cpp" line="54"/>
        <location filename="../data/formats/PlanFile.cpp" line="99"/>
        <source>must be a number, not %1</source>
        <translation>muss eine Zahl sein, nicht %1</translation>
    </message>
    <message>
        <location filename="../data/formats/PlanFile.cpp" line="103"/>
        <location filename="../data/formats/PlanFile.cpp" line="998"/>
        <source>must be a finite number</source>
        <translation>muss eine endliche Zahl sein</translation>
    </message>
    <message>
        <location filename="../data/formats/PlanFile.cpp" line="112"/>
        <source>must be greater than zero (got %1)</source>
        <translation>muss größer als null sein (ist %1)</translation>
    </message>
    <message>
        <location filename="../data/formats/PlanFile.cpp" line="121"/>
        <source>must not be negative (got %1)</source>
        <translation>darf nicht negativ sein (ist %1)</translation>
    </message>
    <message>
        <location filename="../data/formats/ArchitectureJson.cpp" line="58"/>
        <location filename="../data/formats/PlanFile.cpp" line="130"/>
        <source>must be a whole number (got %1)</source>
        <translation>muss eine ganze Zahl sein (ist %1)</translation>
    </message>
    <message>
        <location filename="../data/formats/PlanFile.cpp" line="138"/>
        <source>must be a string, not %1</source>
        <translation>muss eine Zeichenkette sein, nicht %1</translation>
    </message>
    <message>
        <location filename="../data/formats/ArchitectureJson.cpp" line="141"/>
        <location filename="../data/formats/PlanFile.cpp" line="147"/>
        <location filename="../data/formats/PlanFile.cpp" line="448"/>
        <location filename="../data/formats/PlanFile.cpp" line="749"/>
        <source>is missing</source>
        <translation>fehlt</translation>
    </message>
    <message>
        <location filename="../data/formats/PlanFile.cpp" line="168"/>
        <source>needs one of: gpu_hours; tokens + tokens_per_gpu_second; tokens + parameters + mfu</source>
        <translation>benötigt eine dieser Angaben: gpu_hours; tokens + tokens_per_gpu_second; tokens + parameters + mfu</translation>
    </message>
    <message>
        <location filename="../data/formats/PlanFile.cpp" line="171"/>
        <source>gives more than one workload form; use exactly one of: gpu_hours; tokens + tokens_per_gpu_second; tokens + parameters + mfu</source>
        <translation>enthält mehr als eine Workload-Form; verwenden Sie genau eine dieser Angaben: gpu_hours; tokens + tokens_per_gpu_second; tokens + parameters + mfu</translation>
    </message>
    <message>
        <location filename="../data/formats/PlanFile.cpp" line="176"/>
        <source>cannot be combined with gpu_hours</source>
        <translation>kann nicht mit gpu_hours kombiniert werden</translation>
    </message>
    <message>
        <location filename="../data/formats/PlanFile.cpp" line="192"/>
        <source>is missing (or give parameters + mfu instead)</source>
        <translation>fehlt (oder geben Sie stattdessen parameters + mfu an)</translation>
    </message>
    <message>
        <location filename="../data/formats/PlanFile.cpp" line="199"/>
        <location filename="../data/formats/PlanFile.cpp" line="281"/>
        <source>must be a fraction in (0, 1] (got %1)</source>
        <translation>muss ein Anteil in (0, 1] sein (ist %1)</translation>
    </message>
    <message>
        <location filename="../data/formats/PlanFile.cpp" line="213"/>
        <location filename="../data/formats/PlanFile.cpp" line="639"/>
        <source>needs at least one node count</source>
        <translation>benötigt mindestens eine Knotenzahl</translation>
    </message>
    <message>
        <location filename="../data/formats/PlanFile.cpp" line="223"/>
        <source>the key must be a node count from 1 to %1</source>
        <translation>der Schlüssel muss eine Knotenzahl von 1 bis %1 sein</translation>
    </message>
    <message>
        <location filename="../data/formats/PlanFile.cpp" line="227"/>
        <source>efficiency must be in (0, 1] (got %1)</source>
        <translation>die Effizienz muss in (0, 1] liegen (ist %1)</translation>
    </message>
    <message>
        <location filename="../data/formats/ArchitectureJson.cpp" line="66"/>
        <location filename="../data/formats/PlanFile.cpp" line="237"/>
        <source>must be true or false, not %1</source>
        <translation>muss true oder false sein, nicht %1</translation>
    </message>
    <message>
        <location filename="../data/formats/PlanFile.cpp" line="266"/>
        <location filename="../data/formats/PlanFile.cpp" line="418"/>
        <source>must not be empty</source>
        <translation>darf nicht leer sein</translation>
    </message>
    <message>
        <location filename="../data/formats/PlanFile.cpp" line="361"/>
        <source>must be a number of hours or &quot;%1&quot;</source>
        <translation>muss eine Stundenzahl oder &quot;%1&quot; sein</translation>
    </message>
    <message>
        <location filename="../data/formats/PlanFile.cpp" line="396"/>
        <source>must be a whole number from 0 to 2^64 - 1</source>
        <translation>muss eine ganze Zahl von 0 bis 2^64 - 1 sein</translation>
    </message>
    <message>
        <location filename="../data/formats/ArchitectureJson.cpp" line="74"/>
        <location filename="../data/formats/PlanFile.cpp" line="427"/>
        <source>must be %1</source>
        <translation>muss %1 sein</translation>
    </message>
    <message>
        <location filename="../data/formats/PlanFile.cpp" line="567"/>
        <source>must be an array of measurements, not %1</source>
        <translation>muss ein Array von Messungen sein, nicht %1</translation>
    </message>
    <message>
        <location filename="../data/formats/PlanFile.cpp" line="719"/>
        <source>must be &quot;%1&quot;</source>
        <translation>muss &quot;%1&quot; sein</translation>
    </message>
    <message>
        <location filename="../data/formats/PlanFile.cpp" line="723"/>
        <source>must be 1 or later (got %1)</source>
        <translation>muss 1 oder höher sein (ist %1)</translation>
    </message>
    <message>
        <location filename="../data/formats/PlanFile.cpp" line="727"/>
        <source>this file needs a newer version of the application (plan version %1, this one reads up to %2)</source>
        <translation>diese Datei benötigt eine neuere Version der Anwendung (Planversion %1, diese Version liest bis %2)</translation>
    </message>
    <message>
        <location filename="../data/formats/PlanFile.cpp" line="621"/>
        <source>needs plan version 2 or later (the file says version %1)</source>
        <translation>erfordert Planversion 2 oder höher (die Datei gibt Version %1 an)</translation>
    </message>
    <message>
        <location filename="../data/formats/PlanFile.cpp" line="262"/>
        <source>must name a VM size</source>
        <translation>muss eine VM-Größe angeben</translation>
    </message>
    <message>
        <location filename="../data/formats/PlanFile.cpp" line="264"/>
        <source>must name a region</source>
        <translation>muss eine Region angeben</translation>
    </message>
    <message>
        <location filename="../data/formats/PlanFile.cpp" line="389"/>
        <source>must be a three-letter currency code such as USD or EUR (got &quot;%1&quot;)</source>
        <translation>muss ein dreibuchstabiger Währungscode wie USD oder EUR sein (erhalten: „%1“)</translation>
    </message>
    <message>
        <location filename="../data/formats/PlanFile.cpp" line="407"/>
        <source>must be a list of names or &quot;%1&quot;</source>
        <translation>muss eine Liste von Namen oder „%1“ sein</translation>
    </message>
    <message>
        <location filename="../data/formats/PlanFile.cpp" line="412"/>
        <source>must be a list of names, not %1</source>
        <translation>muss eine Liste von Namen sein, nicht %1</translation>
    </message>
    <message>
        <location filename="../data/formats/PlanFile.cpp" line="580"/>
        <source>give tokens_per_second or mfu, not both</source>
        <translation>tokens_per_second oder mfu angeben, nicht beides</translation>
    </message>
    <message>
        <location filename="../data/formats/PlanFile.cpp" line="592"/>
        <source>must be &quot;megatron&quot;, &quot;fsdp&quot; or &quot;deepspeed&quot;</source>
        <translation>muss &quot;megatron&quot;, &quot;fsdp&quot; oder &quot;deepspeed&quot; sein</translation>
    </message>
    <message>
        <location filename="../data/formats/PlanFile.cpp" line="600"/>
        <source>must be at most 1000 characters</source>
        <translation>darf höchstens 1000 Zeichen lang sein</translation>
    </message>
    <message>
        <location filename="../data/formats/PlanFile.cpp" line="617"/>
        <source>must be &quot;table&quot; or &quot;fabric&quot;</source>
        <translation>muss &quot;table&quot; oder &quot;fabric&quot; sein</translation>
    </message>
    <message>
        <location filename="../data/formats/PlanFile.cpp" line="636"/>
        <source>must be an array of node counts, not %1</source>
        <translation>muss ein Array von Knotenzahlen sein, nicht %1</translation>
    </message>
    <message>
        <location filename="../data/formats/PlanFile.cpp" line="647"/>
        <source>must be a node count from 1 to %1 (got %2)</source>
        <translation>muss eine Knotenzahl von 1 bis %1 sein (ist %2)</translation>
    </message>
    <message>
        <location filename="../data/formats/PlanFile.cpp" line="650"/>
        <source>node count %1 is listed twice</source>
        <translation>Knotenzahl %1 ist doppelt aufgeführt</translation>
    </message>
    <message>
        <location filename="../data/formats/PlanFile.cpp" line="735"/>
        <source>needs plan version %1 or later (the file says version %2)</source>
        <translation>braucht Planversion %1 oder neuer (die Datei nennt Version %2)</translation>
    </message>
    <message>
        <location filename="../data/formats/PlanFile.cpp" line="981"/>
        <source>is larger than %1 MiB, the most a plan file may be (a plan is a few kilobytes)</source>
        <translation>ist größer als %1 MiB, die größte zulässige Plandatei (ein Plan hat wenige Kilobyte)</translation>
    </message>
    <message>
        <location filename="../data/formats/PlanFile.cpp" line="991"/>
        <source>is nested deeper than %1 levels, the most a plan file may be</source>
        <translation>ist tiefer als %1 Ebenen verschachtelt, mehr als eine Plandatei darf</translation>
    </message>
    <message>
        <location filename="../data/formats/PlanFile.cpp" line="995"/>
        <source>is given twice</source>
        <translation>ist doppelt angegeben</translation>
    </message>
    <message>
        <location filename="../data/formats/PlanFile.cpp" line="1002"/>
        <source>malformed JSON at line %1, column %2</source>
        <translation>fehlerhaftes JSON in Zeile %1, Spalte %2</translation>
    </message>
    <message>
        <location filename="../data/formats/PlanFile.cpp" line="1037"/>
        <source>cannot read the file: %1</source>
        <translation>die Datei kann nicht gelesen werden: %1</translation>
    </message>
    <message>
        <location filename="../data/formats/PlanFile.cpp" line="1187"/>
        <location filename="../data/formats/PlanFile.cpp" line="1193"/>
        <source>cannot write the file: %1</source>
        <translation>die Datei kann nicht geschrieben werden: %1</translation>
    </message>
    <message>
        <location filename="../data/formats/PlanFile.cpp" line="1198"/>
        <source>cannot save the file: %1</source>
        <translation>die Datei kann nicht gespeichert werden: %1</translation>
    </message>
    <message>
        <location filename="../data/formats/ArchitectureJson.cpp" line="82"/>
        <source>is not valid</source>
        <translation>ist ungültig</translation>
    </message>
    <message>
        <location filename="../data/formats/PlanFile.cpp" line="188"/>
        <source>is missing (or give tokens_per_gpu_second instead; the model gives the parameters)</source>
        <translation>fehlt (oder stattdessen tokens_per_gpu_second angeben; die Parameter gibt das Modell)</translation>
    </message>
    <message>
        <location filename="../data/formats/PlanFile.cpp" line="666"/>
        <source>needs exactly one of: preset; hf_config; architecture</source>
        <translation>braucht genau eines von: preset; hf_config; architecture</translation>
    </message>
    <message>
        <location filename="../data/formats/PlanFile.cpp" line="673"/>
        <source>must name a model of the library</source>
        <translation>muss ein Modell der Bibliothek nennen</translation>
    </message>
</context>
<context>
    <name>capplan::data::PortfolioFile</name>
    <message>
        <location filename="../data/formats/PortfolioFile.cpp" line="87"/>
        <source>must be a JSON object</source>
        <translation>muss ein JSON-Objekt sein</translation>
    </message>
    <message>
        <location filename="../data/formats/PortfolioFile.cpp" line="91"/>
        <source>must be &quot;%1&quot;</source>
        <translation>muss „%1“ sein</translation>
    </message>
    <message>
        <location filename="../data/formats/PortfolioFile.cpp" line="97"/>
        <source>must be 1 (this program reads portfolio files up to version %1)</source>
        <translation>muss 1 sein (dieses Programm liest Portfoliodateien bis Version %1)</translation>
    </message>
    <message>
        <location filename="../data/formats/PortfolioFile.cpp" line="107"/>
        <source>must be a date, YYYY-MM-DD</source>
        <translation>muss ein Datum sein, JJJJ-MM-TT</translation>
    </message>
    <message>
        <location filename="../data/formats/PortfolioFile.cpp" line="113"/>
        <source>must be more than 0</source>
        <translation>muss größer als 0 sein</translation>
    </message>
    <message>
        <location filename="../data/formats/PortfolioFile.cpp" line="120"/>
        <source>must be an ISO 4217 code of three capital letters, such as USD</source>
        <translation>muss ein ISO-4217-Code aus drei Großbuchstaben sein, etwa USD</translation>
    </message>
    <message>
        <location filename="../data/formats/PortfolioFile.cpp" line="128"/>
        <source>must be &quot;estimate&quot; or &quot;p90&quot; (the slow end of the estimate&apos;s band)</source>
        <translation>muss &quot;estimate&quot; oder &quot;p90&quot; sein (das langsame Ende des Bands der Schätzung)</translation>
    </message>
    <message>
        <location filename="../data/formats/PortfolioFile.cpp" line="138"/>
        <source>must be a list of at least one run</source>
        <translation>muss eine Liste mit mindestens einem Lauf sein</translation>
    </message>
    <message>
        <location filename="../data/formats/PortfolioFile.cpp" line="146"/>
        <source>is the name of runs[%1] too: each run needs its own</source>
        <translation>ist auch der Name von runs[%1]: jeder Lauf braucht seinen eigenen</translation>
    </message>
    <message>
        <location filename="../data/formats/PortfolioFile.cpp" line="153"/>
        <source>must be a list</source>
        <translation>muss eine Liste sein</translation>
    </message>
    <message>
        <location filename="../data/formats/PortfolioFile.cpp" line="162"/>
        <source>is the same quota pool as quota[%1]</source>
        <translation>ist derselbe Kontingent-Pool wie quota[%1]</translation>
    </message>
    <message>
        <location filename="../data/formats/PortfolioFile.cpp" line="183"/>
        <source>is not a field of a portfolio file</source>
        <translation>ist kein Feld einer Portfoliodatei</translation>
    </message>
    <message>
        <location filename="../data/formats/PortfolioFile.cpp" line="188"/>
        <source>is required (the %1)</source>
        <translation>fehlt (%1)</translation>
    </message>
    <message>
        <location filename="../data/formats/PortfolioFile.cpp" line="199"/>
        <source>must be a text that is not empty</source>
        <translation>muss ein nicht leerer Text sein</translation>
    </message>
    <message>
        <location filename="../data/formats/PortfolioFile.cpp" line="213"/>
        <source>must be a number</source>
        <translation>muss eine Zahl sein</translation>
    </message>
    <message>
        <location filename="../data/formats/PortfolioFile.cpp" line="222"/>
        <source>must be a whole number of at least %1</source>
        <translation>muss eine ganze Zahl von mindestens %1 sein</translation>
    </message>
    <message>
        <location filename="../data/formats/PortfolioFile.cpp" line="236"/>
        <source>must be a list of names</source>
        <translation>muss eine Liste von Namen sein</translation>
    </message>
    <message>
        <location filename="../data/formats/PortfolioFile.cpp" line="248"/>
        <source>must be a date (YYYY-MM-DD) or a date and time (YYYY-MM-DDTHH:MM)</source>
        <translation>muss ein Datum (JJJJ-MM-TT) oder ein Datum mit Uhrzeit (JJJJ-MM-TTTHH:MM) sein</translation>
    </message>
    <message>
        <location filename="../data/formats/PortfolioFile.cpp" line="257"/>
        <location filename="../data/formats/PortfolioFile.cpp" line="330"/>
        <source>must be an object</source>
        <translation>muss ein Objekt sein</translation>
    </message>
    <message>
        <location filename="../data/formats/PortfolioFile.cpp" line="283"/>
        <source>must be a plan file&apos;s path or a plan written inline</source>
        <translation>muss der Pfad einer Plandatei oder ein direkt eingetragener Plan sein</translation>
    </message>
    <message>
        <location filename="../data/formats/PortfolioFile.cpp" line="293"/>
        <source>is before the portfolio&apos;s start</source>
        <translation>liegt vor dem Beginn des Portfolios</translation>
    </message>
    <message>
        <location filename="../data/formats/PortfolioFile.cpp" line="297"/>
        <source>must be after the run&apos;s earliest start</source>
        <translation>muss nach dem frühesten Start des Laufs liegen</translation>
    </message>
    <message>
        <location filename="../data/formats/PortfolioFile.cpp" line="305"/>
        <source>must be true or false</source>
        <translation>muss true oder false sein</translation>
    </message>
    <message>
        <location filename="../data/formats/PortfolioFile.cpp" line="316"/>
        <source>must be &quot;no&quot;, &quot;region&quot; (the same size in another region or tier) or &quot;size&quot; (any size), not %1</source>
        <extracomment>%1: the value the file gives</extracomment>
        <translation>muss &quot;no&quot;, &quot;region&quot; (dieselbe Größe in einer anderen Region oder Stufe) oder &quot;size&quot; (jede Größe) sein, nicht %1</translation>
    </message>
    <message>
        <location filename="../data/formats/PortfolioFile.cpp" line="341"/>
        <source>must be &quot;dedicated&quot; or &quot;low_priority&quot; (Spot draws on the low-priority quota)</source>
        <translation>muss „dedicated“ oder „low_priority“ sein (Spot zählt auf das Low-Priority-Kontingent)</translation>
    </message>
    <message>
        <location filename="../data/formats/PortfolioFile.cpp" line="349"/>
        <source>is required for dedicated quota, which Azure counts per VM family</source>
        <translation>ist für dediziertes Kontingent nötig, das Azure je VM-Familie zählt</translation>
    </message>
    <message>
        <location filename="../data/formats/PortfolioFile.cpp" line="354"/>
        <source>must be left out for low-priority quota, which Azure counts per region</source>
        <translation>muss bei Low-Priority-Kontingent fehlen, das Azure je Region zählt</translation>
    </message>
    <message>
        <location filename="../data/formats/PortfolioFile.cpp" line="399"/>
        <source>is larger than %1 MiB, the most a portfolio file may be</source>
        <translation>ist größer als %1 MiB, mehr darf eine Portfoliodatei nicht sein</translation>
    </message>
    <message>
        <location filename="../data/formats/PortfolioFile.cpp" line="405"/>
        <source>is nested deeper than %1 levels, the most a portfolio file may be</source>
        <translation>ist tiefer als %1 Ebenen verschachtelt, mehr darf eine Portfoliodatei nicht sein</translation>
    </message>
    <message>
        <location filename="../data/formats/PortfolioFile.cpp" line="409"/>
        <source>is not valid JSON</source>
        <translation>ist kein gültiges JSON</translation>
    </message>
    <message>
        <location filename="../data/formats/PortfolioFile.cpp" line="428"/>
        <source>cannot read the file: %1</source>
        <translation>die Datei kann nicht gelesen werden: %1</translation>
    </message>
</context>
<context>
    <name>capplan::data::PortfolioReport</name>
    <message>
        <location filename="../data/export/PortfolioReport.cpp" line="317"/>
        <source>quota[%1] (%2): the catalog knows no such family or region; is it misspelled?</source>
        <extracomment>%1: the item&apos;s path, quota[2]; %2: its pool</extracomment>
        <translation>quota[%1] (%2): der Katalog kennt diese Familie oder Region nicht; falsch geschrieben?</translation>
    </message>
    <message>
        <location filename="../data/export/PortfolioReport.cpp" line="330"/>
        <source>prefer_regions or avoid_regions names a region the catalog does not know: %1</source>
        <extracomment>%1: region names, comma-separated</extracomment>
        <translation>prefer_regions oder avoid_regions nennt eine Region, die der Katalog nicht kennt: %1</translation>
    </message>
    <message>
        <location filename="../data/export/PortfolioReport.cpp" line="340"/>
        <source>Portfolio %1 from %2, within the free quota</source>
        <extracomment>the portfolio table&apos;s title; %1: the portfolio&apos;s name, %2: its start</extracomment>
        <translation>Portfolio %1 ab %2, im freien Kontingent</translation>
    </message>
    <message>
        <location filename="../data/export/PortfolioReport.cpp" line="354"/>
        <source>%1 × %2 in %3, %4 to %5, %6</source>
        <extracomment>one run of the portfolio; %1 nodes, %2 size, %3 region (and tier), %4 start, %5 finish, %6 cost</extracomment>
        <translation>%1 × %2 in %3, %4 bis %5, %6</translation>
    </message>
    <message>
        <location filename="../data/export/PortfolioReport.cpp" line="359"/>
        <source>misses its deadline</source>
        <translation>verfehlt seine Frist</translation>
    </message>
    <message>
        <location filename="../data/export/PortfolioReport.cpp" line="365"/>
        <source>cannot run: no way to run it fits the quota</source>
        <translation>kann nicht laufen: keine Variante passt ins Kontingent</translation>
    </message>
    <message>
        <location filename="../data/export/PortfolioReport.cpp" line="370"/>
        <source>Total %1; %2 deadline(s) missed (an optimal schedule)</source>
        <extracomment>%1: the total cost; %2: how many deadlines are missed</extracomment>
        <translation>Gesamt %1; %2 Frist(en) verpasst (ein optimaler Zeitplan)</translation>
    </message>
    <message>
        <location filename="../data/export/PortfolioReport.cpp" line="384"/>
        <source>Over the budget of %1: the runs cost more than it</source>
        <extracomment>%1: the portfolio&apos;s budget</extracomment>
        <translation>Über dem Budget von %1: die Läufe kosten mehr</translation>
    </message>
    <message>
        <location filename="../data/export/PortfolioReport.cpp" line="396"/>
        <source>Not limited: no quota is known for %1 (import its usage, or give it in &quot;quota&quot;)</source>
        <extracomment>a pool the schedule uses without a known quota; %1: the pool</extracomment>
        <translation>Nicht begrenzt: für %1 ist kein Kontingent bekannt (seine Nutzung importieren oder in &quot;quota&quot; angeben)</translation>
    </message>
    <message>
        <location filename="../data/export/PortfolioReport.cpp" line="401"/>
        <source>Least quota that meets every deadline that can be met:</source>
        <translation>Kleinstes Kontingent, das jede einhaltbare Frist einhält:</translation>
    </message>
    <message>
        <location filename="../data/export/PortfolioReport.cpp" line="408"/>
        <source>  %1: %2 vCPUs at the peak (free today: %3)</source>
        <extracomment>%1: the quota pool; %2: peak vCPUs; %3: the vCPUs free today (or &quot;not known&quot;)</extracomment>
        <translation>  %1: %2 vCPUs in der Spitze (heute frei: %3)</translation>
    </message>
    <message>
        <location filename="../data/export/PortfolioReport.cpp" line="416"/>
        <source>above the free quota from %1 to %2</source>
        <extracomment>when a pool needs more than is free: %1 from, %2 to</extracomment>
        <translation>über dem freien Kontingent von %1 bis %2</translation>
    </message>
    <message>
        <location filename="../data/export/PortfolioReport.cpp" line="427"/>
        <source>What more quota buys:</source>
        <translation>Was mehr Kontingent bringt:</translation>
    </message>
    <message>
        <location filename="../data/export/PortfolioReport.cpp" line="429"/>
        <source>pool</source>
        <translation>Pool</translation>
    </message>
    <message>
        <location filename="../data/export/PortfolioReport.cpp" line="430"/>
        <source>added</source>
        <translation>dazu</translation>
    </message>
    <message>
        <location filename="../data/export/PortfolioReport.cpp" line="431"/>
        <source>deadlines gained</source>
        <translation>gewonnene Fristen</translation>
    </message>
    <message>
        <location filename="../data/export/PortfolioReport.cpp" line="432"/>
        <source>missed</source>
        <translation>verpasst</translation>
    </message>
    <message>
        <location filename="../data/export/PortfolioReport.cpp" line="433"/>
        <source>hours saved</source>
        <translation>gesparte Stunden</translation>
    </message>
    <message>
        <location filename="../data/export/PortfolioReport.cpp" line="434"/>
        <source>cost change</source>
        <translation>Kostenänderung</translation>
    </message>
    <message>
        <location filename="../data/export/PortfolioReport.cpp" line="371"/>
        <source>Total %1; %2 deadline(s) missed (a heuristic schedule, not a proven optimum: the portfolio is too large for the exact one)</source>
        <translation>Gesamt %1; %2 Frist(en) verpasst (ein heuristischer Zeitplan, kein bewiesenes Optimum: das Portfolio ist für den exakten zu groß)</translation>
    </message>
    <message>
        <location filename="../data/export/PortfolioReport.cpp" line="254"/>
        <source>its plan&apos;s size, region and tier cannot run it</source>
        <translation>Größe, Region und Stufe seines Plans können ihn nicht ausführen</translation>
    </message>
    <message>
        <location filename="../data/export/PortfolioReport.cpp" line="257"/>
        <source>no node count of its plan&apos;s size, region and tier finishes within its window</source>
        <translation>keine Knotenzahl von Größe, Region und Stufe seines Plans wird in seinem Zeitfenster fertig</translation>
    </message>
    <message>
        <location filename="../data/export/PortfolioReport.cpp" line="260"/>
        <source>it is cheaper than any way in its plan&apos;s size, region and tier that meets the deadline</source>
        <translation>er ist günstiger als jeder Weg in Größe, Region und Stufe seines Plans, der die Frist einhält</translation>
    </message>
    <message>
        <location filename="../data/export/PortfolioReport.cpp" line="263"/>
        <source>its plan&apos;s pool has no quota free for it in time</source>
        <translation>der Pool seines Plans hat rechtzeitig kein Kontingent für ihn frei</translation>
    </message>
    <message>
        <location filename="../data/export/PortfolioReport.cpp" line="271"/>
        <source>%1 in %2</source>
        <extracomment>a size in a region: %1 the size, %2 the region (and tier)</extracomment>
        <translation>%1 in %2</translation>
    </message>
    <message>
        <location filename="../data/export/PortfolioReport.cpp" line="274"/>
        <source>moved from %1: %2</source>
        <extracomment>%1: the plan&apos;s size and region; %2: why (&quot;may_move&quot; in the portfolio allowed it)</extracomment>
        <translation>verlegt von %1: %2</translation>
    </message>
    <message>
        <location filename="../data/export/PortfolioReport.cpp" line="283"/>
        <source>No pool the runs can use has a known quota, so more quota cannot be weighed: import each pool&apos;s usage (az vm list-usage, az ml compute list-usage) or give it in &quot;quota&quot;.</source>
        <translation>Kein Pool, den die Läufe nutzen können, hat ein bekanntes Kontingent, daher lässt sich mehr Kontingent nicht abwägen: Importieren Sie die Nutzung jedes Pools (az vm list-usage, az ml compute list-usage) oder geben Sie sie unter &quot;quota&quot; an.</translation>
    </message>
    <message>
        <location filename="../data/export/PortfolioReport.cpp" line="297"/>
        <source>Every deadline is met within today&apos;s quota, so more quota gains none; the table shows the hours and cost it changes.</source>
        <translation>Jede Frist wird im heutigen Kontingent eingehalten, mehr Kontingent gewinnt also keine; die Tabelle zeigt, wie es Stunden und Kosten ändert.</translation>
    </message>
    <message>
        <location filename="../data/export/PortfolioReport.cpp" line="299"/>
        <source>No step of more quota in one pool meets a deadline missed today: those runs are too slow, over the budget, or need more than one pool raised (see Quota needed).</source>
        <translation>Kein Schritt mehr Kontingent in einem Pool hält eine heute verfehlte Frist ein: Diese Läufe sind zu langsam, über dem Budget oder brauchen mehr als einen erhöhten Pool (siehe Benötigtes Kontingent).</translation>
    </message>
    <message>
        <location filename="../data/export/PortfolioReport.cpp" line="304"/>
        <source>The smallest step that gains the most: +%1 vCPUs of %2 meets %3 more deadline(s), for a cost change of %4.</source>
        <extracomment>%1: added vCPUs; %2: the pool; %3: deadlines gained; %4: the signed cost change</extracomment>
        <translation>Der kleinste Schritt mit dem größten Gewinn: +%1 vCPUs von %2 halten %3 Frist(en) mehr ein, bei einer Kostenänderung von %4.</translation>
    </message>
    <message>
        <location filename="../data/export/PortfolioReport.cpp" line="378"/>
        <source>Every run is scheduled with the slow end of its estimate&apos;s band (p90).</source>
        <translation>Jeder Lauf ist mit dem langsamen Ende des Bands seiner Schätzung eingeplant (p90).</translation>
    </message>
    <message>
        <location filename="../data/export/PortfolioReport.cpp" line="411"/>
        <source>not known</source>
        <translation>nicht bekannt</translation>
    </message>
</context>
<context>
    <name>capplan::data::QuotaRequestFiles</name>
    <message>
        <location filename="../render/QuotaRequestFiles.cpp" line="15"/>
        <source>Quota request · %1 · %2</source>
        <extracomment>the PDF&apos;s footer and title; %1: the portfolio, %2: the date the pack was written</extracomment>
        <translation>Kontingentanfrage · %1 · %2</translation>
    </message>
    <message>
        <location filename="../render/QuotaRequestFiles.cpp" line="17"/>
        <source>Quota request: %1</source>
        <translation>Kontingentanfrage: %1</translation>
    </message>
    <message>
        <location filename="../render/QuotaRequestFiles.cpp" line="24"/>
        <source>cannot make the folder (a file of that name is in the way, or it may not be written)</source>
        <translation>der Ordner lässt sich nicht anlegen (eine Datei dieses Namens ist im Weg, oder er darf nicht geschrieben werden)</translation>
    </message>
</context>
<context>
    <name>capplan::data::QuotaRequestPack</name>
    <message>
        <location filename="../data/export/QuotaRequestPack.cpp" line="67"/>
        <source>no size, region and tier can run it</source>
        <translation>keine Größe, Region und Stufe kann ihn ausführen</translation>
    </message>
    <message>
        <location filename="../data/export/QuotaRequestPack.cpp" line="70"/>
        <source>its fastest way takes %1, its window is %2</source>
        <extracomment>%1: the fastest way&apos;s hours; %2: the hours between the run&apos;s earliest start and deadline</extracomment>
        <translation>sein schnellster Weg dauert %1, sein Zeitfenster ist %2</translation>
    </message>
    <message>
        <location filename="../data/export/QuotaRequestPack.cpp" line="72"/>
        <source>only ways the budget cannot pay meet its deadline</source>
        <translation>nur Wege, die das Budget nicht bezahlen kann, halten seine Frist</translation>
    </message>
    <message>
        <location filename="../data/export/QuotaRequestPack.cpp" line="81"/>
        <source>no usage imported: import `az vm list-usage` for the region</source>
        <translation>keine Nutzung importiert: `az vm list-usage` für die Region importieren</translation>
    </message>
    <message>
        <location filename="../data/export/QuotaRequestPack.cpp" line="82"/>
        <source>no usage imported: import `az ml compute list-usage` for the workspace&apos;s region</source>
        <translation>keine Nutzung importiert: `az ml compute list-usage` für die Region des Arbeitsbereichs importieren</translation>
    </message>
    <message>
        <location filename="../data/export/QuotaRequestPack.cpp" line="88"/>
        <source>The schedule costs %1, over the budget of %2: a run is placed although the budget cannot pay it.</source>
        <extracomment>%1: the schedule&apos;s cost; %2: the portfolio&apos;s budget</extracomment>
        <translation>Der Zeitplan kostet %1, über dem Budget von %2: ein Lauf ist eingeplant, obwohl das Budget ihn nicht bezahlen kann.</translation>
    </message>
    <message>
        <location filename="../data/export/QuotaRequestPack.cpp" line="238"/>
        <source>low-priority vCPUs in %1</source>
        <extracomment>a quota pool: %1 the region (Azure&apos;s &quot;Total Regional Low-priority vCPUs&quot;)</extracomment>
        <translation>Low-Priority-vCPUs in %1</translation>
    </message>
    <message>
        <location filename="../data/export/QuotaRequestPack.cpp" line="241"/>
        <source>%1 in %2</source>
        <extracomment>a quota pool: %1 the VM family, %2 the region</extracomment>
        <translation>%1 in %2</translation>
    </message>
    <message>
        <location filename="../data/export/QuotaRequestPack.cpp" line="246"/>
        <source>Compute (virtual machine vCPUs)</source>
        <translation>Compute (vCPUs virtueller Maschinen)</translation>
    </message>
    <message>
        <location filename="../data/export/QuotaRequestPack.cpp" line="247"/>
        <source>Azure Machine Learning compute quota</source>
        <translation>Azure-Machine-Learning-Compute-Kontingent</translation>
    </message>
    <message>
        <location filename="../data/export/QuotaRequestPack.cpp" line="256"/>
        <source>%1 T tokens</source>
        <extracomment>training tokens in billions</extracomment>
        <translation>%1 Bio. Tokens</translation>
    </message>
    <message>
        <location filename="../data/export/QuotaRequestPack.cpp" line="257"/>
        <location filename="../data/export/QuotaRequestPack.cpp" line="572"/>
        <source>%1 B tokens</source>
        <translation>%1 Mrd. Tokens</translation>
    </message>
    <message>
        <location filename="../data/export/QuotaRequestPack.cpp" line="258"/>
        <source>%1 M tokens</source>
        <translation>%1 Mio. Tokens</translation>
    </message>
    <message>
        <location filename="../data/export/QuotaRequestPack.cpp" line="260"/>
        <location filename="../data/export/QuotaRequestPack.cpp" line="573"/>
        <source>%1 GPU-hours</source>
        <translation>%1 GPU-Stunden</translation>
    </message>
    <message>
        <location filename="../data/export/QuotaRequestPack.cpp" line="265"/>
        <source>%1: %2; %3 × %4, %5, %6 to %7, deadline %8</source>
        <extracomment>one run of a quota request: %1 name, %2 model and work, %3 nodes, %4 size, %5 the estimate with its band, %6 start, %7 finish, %8 deadline</extracomment>
        <translation>%1: %2; %3 × %4, %5, %6 bis %7, Frist %8</translation>
    </message>
    <message>
        <location filename="../data/export/QuotaRequestPack.cpp" line="271"/>
        <source>misses it</source>
        <translation>verpasst sie</translation>
    </message>
    <message>
        <location filename="../data/export/QuotaRequestPack.cpp" line="274"/>
        <source>a standing cluster: its cores are held for the whole portfolio</source>
        <translation>ein stehender Cluster: seine Kerne bleiben für das ganze Portfolio belegt</translation>
    </message>
    <message>
        <location filename="../data/export/QuotaRequestPack.cpp" line="283"/>
        <source>%1 cannot meet its deadline within the budget: %2</source>
        <extracomment>%1: the run; %2: why the budget is what stops it</extracomment>
        <translation>%1 hält seine Frist nicht im Budget: %2</translation>
    </message>
    <message>
        <location filename="../data/export/QuotaRequestPack.cpp" line="286"/>
        <source>%1 cannot meet its deadline at any quota: %2</source>
        <extracomment>%1: the run; %2: why no quota meets its deadline</extracomment>
        <translation>%1 hält seine Frist bei keinem Kontingent: %2</translation>
    </message>
    <message>
        <location filename="../data/export/QuotaRequestPack.cpp" line="434"/>
        <source>not known</source>
        <translation>unbekannt</translation>
    </message>
    <message>
        <location filename="../data/export/QuotaRequestPack.cpp" line="437"/>
        <source>Quota request for %1 (%2)</source>
        <extracomment>%1: the portfolio; %2: the date it was written</extracomment>
        <translation>Kontingentanfrage für %1 (%2)</translation>
    </message>
    <message>
        <location filename="../data/export/QuotaRequestPack.cpp" line="438"/>
        <source>The least quota that meets every deadline that can be met; the schedule costs %1.</source>
        <translation>Das kleinste Kontingent, das jede einhaltbare Frist hält; der Zeitplan kostet %1.</translation>
    </message>
    <message>
        <location filename="../data/export/QuotaRequestPack.cpp" line="459"/>
        <source>Current limit %1, in use %2</source>
        <extracomment>%1: today&apos;s limit; %2: in use today</extracomment>
        <translation>Aktuelles Limit %1, belegt %2</translation>
    </message>
    <message>
        <location filename="../data/export/QuotaRequestPack.cpp" line="462"/>
        <source>No usage imported; the portfolio assumes %1 vCPUs free</source>
        <translation>Keine Nutzung importiert; das Portfolio nimmt %1 freie vCPUs an</translation>
    </message>
    <message>
        <location filename="../data/export/QuotaRequestPack.cpp" line="449"/>
        <source>Peak %1 vCPUs, in use from %2 to %3</source>
        <extracomment>%1: peak cores; %2, %3: the window</extracomment>
        <translation>Spitze %1 vCPUs, belegt von %2 bis %3</translation>
    </message>
    <message>
        <location filename="../data/export/QuotaRequestPack.cpp" line="319"/>
        <source>The quota request is for the schedule within today&apos;s quota: %1, %2 deadline(s) missed.</source>
        <extracomment>%1: the schedule&apos;s total cost; %2: how many deadlines it misses</extracomment>
        <translation>Die Kontingentanfrage gilt dem Zeitplan im heutigen Kontingent: %1, %2 Frist(en) verfehlt.</translation>
    </message>
    <message>
        <location filename="../data/export/QuotaRequestPack.cpp" line="327"/>
        <source>with the requested quota %1 more deadline(s) are met</source>
        <extracomment>%1: how many more deadlines the requested quota meets</extracomment>
        <translation>mit dem angefragten Kontingent %1 Frist(en) mehr eingehalten werden</translation>
    </message>
    <message>
        <location filename="../data/export/QuotaRequestPack.cpp" line="330"/>
        <source>the schedule within today&apos;s quota goes over the budget</source>
        <translation>der Zeitplan im heutigen Kontingent das Budget überschreitet</translation>
    </message>
    <message>
        <location filename="../data/export/QuotaRequestPack.cpp" line="334"/>
        <source>the request takes, run by run, the way that needs the least quota above what is free today (a pool whose quota is not known has none known free), while the schedule within today&apos;s quota is the cheapest that fits it</source>
        <translation>die Anfrage Lauf für Lauf den Weg nimmt, der am wenigsten Kontingent über das heute freie hinaus braucht (ein Pool mit unbekanntem Kontingent gilt als ohne freies), während der Zeitplan im heutigen Kontingent der günstigste ist, der hineinpasst</translation>
    </message>
    <message>
        <location filename="../data/export/QuotaRequestPack.cpp" line="341"/>
        <source>The quota request is for a schedule that costs %1 (%2 deadline(s) missed); within today&apos;s quota the schedule costs %3 (%4 deadline(s) missed). %5 run(s) are placed otherwise because %6.</source>
        <extracomment>%1, %2: the request&apos;s schedule&apos;s cost and missed deadlines; %3, %4: the same within today&apos;s quota; %5: how many runs are placed otherwise; %6: why they differ</extracomment>
        <translation>Die Kontingentanfrage gilt einem Zeitplan, der %1 kostet (%2 Frist(en) verfehlt); im heutigen Kontingent kostet der Zeitplan %3 (%4 Frist(en) verfehlt). %5 Lauf/Läufe liegen anders, weil %6.</translation>
    </message>
    <message>
        <location filename="../data/export/QuotaRequestPack.cpp" line="454"/>
        <source>Needed above the free quota from %1 to %2</source>
        <extracomment>the window an increase is needed in: %1 from, %2 to</extracomment>
        <translation>Über dem freien Kontingent benötigt von %1 bis %2</translation>
    </message>
    <message>
        <location filename="../data/export/QuotaRequestPack.cpp" line="471"/>
        <source>Requested limit %1 (an increase of %2)</source>
        <translation>Angefragtes Limit %1 (eine Erhöhung um %2)</translation>
    </message>
    <message>
        <location filename="../data/export/QuotaRequestPack.cpp" line="472"/>
        <source>The current limit holds it: no increase needed</source>
        <translation>Das aktuelle Limit reicht: keine Erhöhung nötig</translation>
    </message>
    <message>
        <location filename="../data/export/QuotaRequestPack.cpp" line="476"/>
        <source>Requested: %1 vCPUs more than the assumed free quota</source>
        <translation>Angefragt: %1 vCPUs mehr als das angenommene freie Kontingent</translation>
    </message>
    <message>
        <location filename="../data/export/QuotaRequestPack.cpp" line="477"/>
        <source>The assumed free quota holds it: no increase needed</source>
        <translation>Das angenommene freie Kontingent reicht: keine Erhöhung nötig</translation>
    </message>
    <message>
        <location filename="../data/export/QuotaRequestPack.cpp" line="480"/>
        <source>Requested: %1 vCPUs on top of what is in use</source>
        <translation>Angefragt: %1 vCPUs zusätzlich zur Belegung</translation>
    </message>
    <message>
        <location filename="../data/export/QuotaRequestPack.cpp" line="485"/>
        <source>Regional total in %1: limit %2, in use %3, the portfolio&apos;s peak there %4</source>
        <extracomment>%1: the region; %2: its limit; %3: in use; %4: the peak of all the portfolio&apos;s pools there</extracomment>
        <translation>Regionale Summe in %1: Limit %2, belegt %3, Spitze des Portfolios dort %4</translation>
    </message>
    <message>
        <location filename="../data/export/QuotaRequestPack.cpp" line="489"/>
        <source>Regional total to request: %1</source>
        <translation>Anzufragende regionale Summe: %1</translation>
    </message>
    <message>
        <location filename="../data/export/QuotaRequestPack.cpp" line="492"/>
        <source>Justification:</source>
        <translation>Begründung:</translation>
    </message>
    <message>
        <location filename="../data/export/QuotaRequestPack.cpp" line="511"/>
        <source>Quota request: %1</source>
        <translation>Kontingentanfrage: %1</translation>
    </message>
    <message>
        <location filename="../data/export/QuotaRequestPack.cpp" line="513"/>
        <source>Written %1. Per quota pool, the least quota that meets every deadline that can be met, from when to when, and the runs it is for; the schedule costs %2.</source>
        <translation>Erstellt %1. Je Kontingent-Pool das kleinste Kontingent, das jede einhaltbare Frist hält, von wann bis wann, und die Läufe, für die es gebraucht wird; der Zeitplan kostet %2.</translation>
    </message>
    <message>
        <location filename="../data/export/QuotaRequestPack.cpp" line="531"/>
        <source>a limit of %1 vCPUs (+%2)</source>
        <translation>ein Limit von %1 vCPUs (+%2)</translation>
    </message>
    <message>
        <location filename="../data/export/QuotaRequestPack.cpp" line="532"/>
        <source>none: the current limit holds the peak</source>
        <translation>keine: das aktuelle Limit hält die Spitze</translation>
    </message>
    <message>
        <location filename="../data/export/QuotaRequestPack.cpp" line="534"/>
        <source>%1 vCPUs more than the assumed free quota</source>
        <translation>%1 vCPUs mehr als das angenommene freie Kontingent</translation>
    </message>
    <message>
        <location filename="../data/export/QuotaRequestPack.cpp" line="535"/>
        <source>none: the assumed free quota holds the peak</source>
        <translation>keine: das angenommene freie Kontingent hält die Spitze</translation>
    </message>
    <message>
        <location filename="../data/export/QuotaRequestPack.cpp" line="537"/>
        <source>%1 vCPUs on top of what is in use</source>
        <translation>%1 vCPUs zusätzlich zur Belegung</translation>
    </message>
    <message>
        <location filename="../data/export/QuotaRequestPack.cpp" line="539"/>
        <source>limit %1, in use %2</source>
        <translation>Limit %1, belegt %2</translation>
    </message>
    <message>
        <location filename="../data/export/QuotaRequestPack.cpp" line="540"/>
        <source>not imported; the portfolio assumes %1 free</source>
        <translation>nicht importiert; das Portfolio nimmt %1 frei an</translation>
    </message>
    <message>
        <location filename="../data/export/QuotaRequestPack.cpp" line="541"/>
        <source>not imported</source>
        <translation>nicht importiert</translation>
    </message>
    <message>
        <location filename="../data/export/QuotaRequestPack.cpp" line="543"/>
        <source>limit %1, in use %2; the portfolio&apos;s peak in the region %3</source>
        <extracomment>the region&apos;s standing total: %1 limit, %2 in use, %3 the portfolio&apos;s peak in the region</extracomment>
        <translation>Limit %1, belegt %2; Spitze des Portfolios in der Region %3</translation>
    </message>
    <message>
        <location filename="../data/export/QuotaRequestPack.cpp" line="546"/>
        <source>request %1</source>
        <translation>anfragen: %1</translation>
    </message>
    <message>
        <location filename="../data/export/QuotaRequestPack.cpp" line="549"/>
        <source>Service</source>
        <translation>Dienst</translation>
    </message>
    <message>
        <location filename="../data/export/QuotaRequestPack.cpp" line="550"/>
        <source>Peak</source>
        <translation>Spitze</translation>
    </message>
    <message>
        <location filename="../data/export/QuotaRequestPack.cpp" line="550"/>
        <source>%1 vCPUs</source>
        <translation>%1 vCPUs</translation>
    </message>
    <message>
        <location filename="../data/export/QuotaRequestPack.cpp" line="552"/>
        <location filename="../data/export/QuotaRequestPack.cpp" line="554"/>
        <source>%1 to %2 UTC</source>
        <translation>%1 bis %2 UTC</translation>
    </message>
    <message>
        <location filename="../data/export/QuotaRequestPack.cpp" line="552"/>
        <source>In use</source>
        <extracomment>the window the pool&apos;s quota is needed in: %1 to %2</extracomment>
        <translation>Belegt</translation>
    </message>
    <message>
        <location filename="../data/export/QuotaRequestPack.cpp" line="553"/>
        <source>Above the free quota</source>
        <translation>Über dem freien Kontingent</translation>
    </message>
    <message>
        <location filename="../data/export/QuotaRequestPack.cpp" line="555"/>
        <source>never: the free quota holds the peak</source>
        <translation>nie: das freie Kontingent hält die Spitze</translation>
    </message>
    <message>
        <location filename="../data/export/QuotaRequestPack.cpp" line="556"/>
        <source>Today</source>
        <translation>Heute</translation>
    </message>
    <message>
        <location filename="../data/export/QuotaRequestPack.cpp" line="557"/>
        <source>Request</source>
        <translation>Anfrage</translation>
    </message>
    <message>
        <location filename="../data/export/QuotaRequestPack.cpp" line="558"/>
        <source>Regional total</source>
        <translation>Regionale Summe</translation>
    </message>
    <message>
        <location filename="../data/export/QuotaRequestPack.cpp" line="564"/>
        <source>Justification</source>
        <translation>Begründung</translation>
    </message>
    <message>
        <location filename="../data/export/QuotaRequestPack.cpp" line="566"/>
        <source>Run</source>
        <translation>Lauf</translation>
    </message>
    <message>
        <location filename="../data/export/QuotaRequestPack.cpp" line="566"/>
        <source>Model and work</source>
        <translation>Modell und Umfang</translation>
    </message>
    <message>
        <location filename="../data/export/QuotaRequestPack.cpp" line="566"/>
        <source>Nodes × size</source>
        <translation>Knoten × Größe</translation>
    </message>
    <message>
        <location filename="../data/export/QuotaRequestPack.cpp" line="566"/>
        <source>Estimate (band)</source>
        <translation>Schätzung (Band)</translation>
    </message>
    <message>
        <location filename="../data/export/QuotaRequestPack.cpp" line="567"/>
        <source>Runs (UTC)</source>
        <translation>Läuft (UTC)</translation>
    </message>
    <message>
        <location filename="../data/export/QuotaRequestPack.cpp" line="567"/>
        <source>Deadline (UTC)</source>
        <translation>Frist (UTC)</translation>
    </message>
    <message>
        <location filename="../data/export/QuotaRequestPack.cpp" line="578"/>
        <source>%1 to %2</source>
        <translation>%1 bis %2</translation>
    </message>
    <message>
        <location filename="../data/export/QuotaRequestPack.cpp" line="579"/>
        <source>missed</source>
        <translation>verpasst</translation>
    </message>
    <message>
        <location filename="../data/export/QuotaRequestPack.cpp" line="584"/>
        <source>Deadlines no quota meets</source>
        <translation>Fristen, die kein Kontingent hält</translation>
    </message>
    <message>
        <location filename="../data/export/QuotaRequestPack.cpp" line="591"/>
        <source>Estimates are the planner&apos;s, with the band of held-out published runs (10th to 90th percentile). Times are UTC.</source>
        <translation>Schätzungen des Planers, mit dem Band zurückgehaltener veröffentlichter Läufe (10. bis 90. Perzentil). Zeiten in UTC.</translation>
    </message>
</context>
<context>
    <name>capplan::data::SubmitTargets</name>
    <message>
        <location filename="../data/export/SubmitTargets.cpp" line="74"/>
        <source>tensor × pipeline parallel degree %1 does not divide the world size %2</source>
        <translation>der Tensor- × Pipeline-Parallelgrad %1 teilt die Weltgröße %2 nicht</translation>
    </message>
    <message>
        <location filename="../data/export/SubmitTargets.cpp" line="513"/>
        <source>the size&apos;s family</source>
        <translation>die Familie der Größe</translation>
    </message>
    <message>
        <location filename="../data/export/SubmitTargets.cpp" line="519"/>
        <source>Serverless job: no cluster to create or delete; the job&apos;s node draws on the workspace&apos;s Azure ML quota (%1 cores of %2) only while it runs.</source>
        <translation>Serverloser Job: kein Cluster anzulegen oder zu löschen; der Knoten des Jobs belegt das Azure-ML-Kontingent des Arbeitsbereichs (%1 Kerne von %2) nur, solange er läuft.</translation>
    </message>
    <message>
        <location filename="../data/export/SubmitTargets.cpp" line="521"/>
        <source>Serverless job: no cluster to create or delete; the job&apos;s %1 nodes draw on the workspace&apos;s Azure ML quota (%2 cores of %3) only while it runs.</source>
        <translation>Serverloser Job: kein Cluster anzulegen oder zu löschen; die %1 Knoten des Jobs zählen nur während des Laufs auf das Azure-ML-Kontingent des Arbeitsbereichs (%2 Kerne von %3).</translation>
    </message>
    <message>
        <location filename="../data/export/SubmitTargets.cpp" line="526"/>
        <source>Spot queue: the job can be preempted and requeued at any time, and losing one node stops all %1; it must resume from `outputs.checkpoints`. Spot is a queue setting, not a substitute for InfiniBand: keep an ND size with InfiniBand.</source>
        <translation>Spot-Warteschlange: Der Job kann jederzeit entzogen und neu eingereiht werden, und der Verlust eines Knotens hält alle %1 an; er muss aus `outputs.checkpoints` fortsetzen. Spot ist eine Warteschlangen-Einstellung, kein Ersatz für InfiniBand: Bleiben Sie bei einer ND-Größe mit InfiniBand.</translation>
    </message>
    <message>
        <location filename="../data/export/SubmitTargets.cpp" line="533"/>
        <source>Slurm on a VM scale set (Azure CycleCloud Workspace for Slurm): the %1 ND nodes of the partition must sit in one placement group (singlePlacementGroup=true, up to 100 VMs, 300 on request), or they get no InfiniBand to each other.</source>
        <translation>Slurm auf einer VM-Skalierungsgruppe (Azure CycleCloud Workspace for Slurm): Die %1 ND-Knoten der Partition müssen in einer Platzierungsgruppe liegen (singlePlacementGroup=true, bis 100 VMs, 300 auf Anfrage), sonst haben sie kein InfiniBand zueinander.</translation>
    </message>
    <message>
        <location filename="../data/export/SubmitTargets.cpp" line="537"/>
        <source>Quota: Compute (VM family) quota, not Azure ML quota: %1 cores of %2 in %3 (`az vm list-usage`).</source>
        <translation>Kontingent: Compute-Kontingent (VM-Familie), nicht Azure-ML-Kontingent: %1 Kerne von %2 in %3 (`az vm list-usage`).</translation>
    </message>
    <message>
        <location filename="../data/export/SubmitTargets.cpp" line="540"/>
        <source>Run `sbatch --test-only` on the login node first; it prints the nodes and processors the job would get (%1 for %2 nodes of %3).</source>
        <translation>Führen Sie zuerst `sbatch --test-only` auf dem Login-Knoten aus; es zeigt die Knoten und Prozessoren, die der Job bekäme (%1 für %2 Knoten %3).</translation>
    </message>
    <message>
        <location filename="../data/export/SubmitTargets.cpp" line="545"/>
        <source>The checkpoint folder is on shared storage (%1) that every node mounts, so a requeued job resumes from the newest checkpoint.</source>
        <translation>Der Checkpoint-Ordner liegt auf gemeinsamem Speicher (%1), den jeder Knoten einbindet, sodass ein neu eingereihter Job vom neuesten Checkpoint fortsetzt.</translation>
    </message>
    <message>
        <location filename="../data/export/SubmitTargets.cpp" line="550"/>
        <source>AKS: the node pool of %1 uses the Kubeflow training operator (kubeflow.org/v1 PyTorchJob) and the NVIDIA GPU device plugin; install the RDMA shared device plugin, which advertises `%2`, or NCCL falls back to TCP between pods.</source>
        <translation>AKS: Der Knotenpool aus %1 nutzt den Kubeflow Training Operator (kubeflow.org/v1 PyTorchJob) und das NVIDIA-GPU-Geräte-Plugin; installieren Sie das RDMA-Shared-Device-Plugin, das `%2` anbietet, sonst weicht NCCL zwischen den Pods auf TCP aus.</translation>
    </message>
    <message>
        <location filename="../data/export/SubmitTargets.cpp" line="554"/>
        <source>Quota: Compute (VM family) quota for the node pool, not Azure ML quota: %1 cores of %2 in %3.</source>
        <translation>Kontingent: Compute-Kontingent (VM-Familie) für den Knotenpool, nicht Azure-ML-Kontingent: %1 Kerne von %2 in %3.</translation>
    </message>
    <message>
        <location filename="../data/export/SubmitTargets.cpp" line="558"/>
        <source>Create the PersistentVolumeClaim `%1-checkpoints` (ReadWriteMany, e.g. Azure Files or Azure Managed Lustre) before applying the job; every pod mounts it at %2.</source>
        <translation>Legen Sie den PersistentVolumeClaim `%1-checkpoints` (ReadWriteMany, z. B. Azure Files oder Azure Managed Lustre) an, bevor Sie den Job anwenden; jeder Pod bindet ihn unter %2 ein.</translation>
    </message>
</context>
<context>
    <name>capplan::data::Texts</name>
    <message>
        <location filename="../data/export/Report.cpp" line="443"/>
        <source>Plan %1: %2 in %3 (%4), %5 per node-hour%6</source>
        <translation>Plan %1: %2 in %3 (%4), %5 pro Knotenstunde%6</translation>
    </message>
    <message>
        <location filename="../data/export/Report.cpp" line="444"/>
        <source>(unnamed)</source>
        <translation>(unbenannt)</translation>
    </message>
    <message>
        <location filename="../data/export/Report.cpp" line="446"/>
        <source>no price</source>
        <translation>kein Preis</translation>
    </message>
    <message>
        <location filename="../data/export/Report.cpp" line="447"/>
        <source> (catalog)</source>
        <translation> (Katalog)</translation>
    </message>
    <message>
        <location filename="../data/export/Report.cpp" line="451"/>
        <source>Runs as: %1, %2</source>
        <translation>Läuft als: %1, %2</translation>
    </message>
    <message>
        <location filename="../data/export/Report.cpp" line="454"/>
        <source>Work: %1 GPU-hours at full efficiency</source>
        <translation>Aufwand: %1 GPU-Stunden bei voller Effizienz</translation>
    </message>
    <message>
        <location filename="../data/export/Report.cpp" line="456"/>
        <source> (%1 tokens/s per GPU)</source>
        <translation> (%1 Tokens/s pro GPU)</translation>
    </message>
    <message>
        <location filename="../data/export/Report.cpp" line="460"/>
        <source>Estimate: %1</source>
        <translation>Schätzung: %1</translation>
    </message>
    <message>
        <location filename="../data/export/Report.cpp" line="463"/>
        <location filename="../data/export/Report.cpp" line="505"/>
        <location filename="../data/export/SearchReport.cpp" line="186"/>
        <source>nodes</source>
        <translation>Knoten</translation>
    </message>
    <message>
        <location filename="../data/export/Report.cpp" line="463"/>
        <location filename="../data/export/Report.cpp" line="669"/>
        <source>GPUs</source>
        <translation>GPUs</translation>
    </message>
    <message>
        <location filename="../data/export/Report.cpp" line="463"/>
        <source>efficiency</source>
        <translation>Effizienz</translation>
    </message>
    <message>
        <location filename="../data/export/Report.cpp" line="464"/>
        <source>speedup</source>
        <translation>Beschleunigung</translation>
    </message>
    <message>
        <location filename="../data/export/Report.cpp" line="464"/>
        <source>compute</source>
        <translation>Rechenzeit</translation>
    </message>
    <message>
        <location filename="../data/export/Report.cpp" line="464"/>
        <source>wall clock</source>
        <translation>Laufzeit</translation>
    </message>
    <message>
        <location filename="../data/export/Report.cpp" line="465"/>
        <source>node-hours</source>
        <translation>Knotenstunden</translation>
    </message>
    <message>
        <location filename="../data/export/Report.cpp" line="465"/>
        <location filename="../data/export/SearchReport.cpp" line="186"/>
        <source>cost</source>
        <translation>Kosten</translation>
    </message>
    <message>
        <location filename="../data/export/Report.cpp" line="466"/>
        <source>quota cores</source>
        <translation>Kontingentkerne</translation>
    </message>
    <message>
        <location filename="../data/export/Report.cpp" line="467"/>
        <source>deadline</source>
        <translation>Frist</translation>
    </message>
    <message>
        <location filename="../data/export/Report.cpp" line="467"/>
        <source>budget</source>
        <translation>Budget</translation>
    </message>
    <message>
        <location filename="../data/export/Report.cpp" line="471"/>
        <source>GB per GPU</source>
        <translation>GB je GPU</translation>
    </message>
    <message>
        <location filename="../data/export/Report.cpp" line="471"/>
        <source>fits</source>
        <translation>passt</translation>
    </message>
    <message>
        <location filename="../data/export/Report.cpp" line="476"/>
        <source>layout (chosen by the planner)</source>
        <translation>Aufteilung (vom Planer gewählt)</translation>
    </message>
    <message>
        <location filename="../data/export/Report.cpp" line="487"/>
        <location filename="../data/export/Report.cpp" line="488"/>
        <location filename="../data/export/Report.cpp" line="490"/>
        <source>yes</source>
        <translation>ja</translation>
    </message>
    <message>
        <location filename="../data/export/Report.cpp" line="487"/>
        <location filename="../data/export/Report.cpp" line="488"/>
        <location filename="../data/export/Report.cpp" line="490"/>
        <source>no</source>
        <translation>nein</translation>
    </message>
    <message>
        <location filename="../data/export/Report.cpp" line="500"/>
        <source>Risk: %1 trials per node count, seed %2</source>
        <translation>Risiko: %1 Durchläufe pro Knotenzahl, Seed %2</translation>
    </message>
    <message>
        <location filename="../data/export/Report.cpp" line="505"/>
        <location filename="../data/export/Report.cpp" line="698"/>
        <location filename="../data/export/SearchReport.cpp" line="185"/>
        <source>tier</source>
        <translation>Tarif</translation>
    </message>
    <message>
        <location filename="../data/export/Report.cpp" line="505"/>
        <source>P(deadline)</source>
        <translation>P(Frist)</translation>
    </message>
    <message>
        <location filename="../data/export/Report.cpp" line="506"/>
        <source>expected</source>
        <translation>erwartet</translation>
    </message>
    <message>
        <location filename="../data/export/Report.cpp" line="506"/>
        <source>P50</source>
        <translation>P50</translation>
    </message>
    <message>
        <location filename="../data/export/Report.cpp" line="506"/>
        <source>P90</source>
        <translation>P90</translation>
    </message>
    <message>
        <location filename="../data/export/Report.cpp" line="507"/>
        <source>expected cost</source>
        <translation>erwartete Kosten</translation>
    </message>
    <message>
        <location filename="../data/export/Report.cpp" line="507"/>
        <source>P90 cost</source>
        <translation>P90-Kosten</translation>
    </message>
    <message>
        <location filename="../data/export/Report.cpp" line="507"/>
        <source>checkpoint every</source>
        <translation>Checkpoint alle</translation>
    </message>
    <message>
        <location filename="../data/export/Report.cpp" line="513"/>
        <location filename="../data/export/SearchReport.cpp" line="193"/>
        <location filename="../render/PdfReport.cpp" line="396"/>
        <source>unknown</source>
        <translation>unbekannt</translation>
    </message>
    <message>
        <location filename="../data/export/Report.cpp" line="540"/>
        <source>%1 nodes: %2 of %3 trials ran (the simulation&apos;s work bound); the expected wall clock is within ±%4 (one standard error)</source>
        <translation>%1 Knoten: %2 von %3 Durchläufen liefen (die Arbeitsgrenze der Simulation); die erwartete Laufzeit ist auf ±%4 genau (ein Standardfehler)</translation>
    </message>
    <message>
        <location filename="../data/export/Report.cpp" line="669"/>
        <location filename="../data/export/SearchReport.cpp" line="185"/>
        <source>size</source>
        <translation>VM-Größe</translation>
    </message>
    <message>
        <location filename="../data/Texts.cpp" line="1273"/>
        <location filename="../data/export/Report.cpp" line="669"/>
        <source>vCPUs</source>
        <translation>vCPUs</translation>
    </message>
    <message>
        <location filename="../data/Texts.cpp" line="1285"/>
        <location filename="../data/export/Report.cpp" line="670"/>
        <source>GPU memory</source>
        <translation>GPU-Speicher</translation>
    </message>
    <message>
        <location filename="../data/export/Report.cpp" line="670"/>
        <source>BF16 TFLOP/s</source>
        <translation>BF16-TFLOP/s</translation>
    </message>
    <message>
        <location filename="../data/export/Report.cpp" line="670"/>
        <source>IB Gb/s per GPU</source>
        <translation>IB Gb/s pro GPU</translation>
    </message>
    <message>
        <location filename="../data/Texts.cpp" line="1297"/>
        <location filename="../data/export/Report.cpp" line="671"/>
        <location filename="../data/export/Report.cpp" line="698"/>
        <source>quota family</source>
        <translation>Kontingentfamilie</translation>
    </message>
    <message>
        <location filename="../data/Texts.cpp" line="1300"/>
        <location filename="../data/export/Report.cpp" line="671"/>
        <source>status</source>
        <translation>Status</translation>
    </message>
    <message>
        <location filename="../data/export/Report.cpp" line="671"/>
        <source>dedicated price per hour</source>
        <translation>dedizierter Preis pro Stunde</translation>
    </message>
    <message>
        <location filename="../data/export/Report.cpp" line="691"/>
        <source>%1 GiB</source>
        <translation>%1 GiB</translation>
    </message>
    <message>
        <location filename="../data/export/Report.cpp" line="698"/>
        <location filename="../data/export/SearchReport.cpp" line="185"/>
        <source>region</source>
        <translation>Region</translation>
    </message>
    <message>
        <location filename="../data/export/Report.cpp" line="699"/>
        <source>used</source>
        <translation>genutzt</translation>
    </message>
    <message>
        <location filename="../data/export/Report.cpp" line="699"/>
        <source>limit</source>
        <translation>Limit</translation>
    </message>
    <message>
        <location filename="../data/export/Report.cpp" line="699"/>
        <source>as of</source>
        <translation>Stand</translation>
    </message>
    <message>
        <location filename="../data/export/Report.cpp" line="703"/>
        <source>no limit</source>
        <translation>kein Limit</translation>
    </message>
    <message>
        <location filename="../data/export/Report.cpp" line="705"/>
        <source>(regional total)</source>
        <translation>(Summe der Region)</translation>
    </message>
    <message>
        <location filename="../data/export/Report.cpp" line="682"/>
        <source> (unverified)</source>
        <translation> (ungeprüft)</translation>
    </message>
    <message>
        <location filename="../data/export/Report.cpp" line="520"/>
        <location filename="../data/export/Report.cpp" line="693"/>
        <source>none</source>
        <translation>keins</translation>
    </message>
    <message>
        <location filename="../data/Texts.cpp" line="53"/>
        <location filename="../data/Texts.cpp" line="186"/>
        <location filename="../data/export/Report.cpp" line="545"/>
        <source>%1 h</source>
        <extracomment>hours with one decimal, e.g. &quot;12.4 h&quot;</extracomment>
        <translation>%1 h</translation>
    </message>
    <message>
        <location filename="../data/Texts.cpp" line="63"/>
        <source>%1 (%2–%3)</source>
        <extracomment>a wall clock and its band, e.g. &quot;10.3 h (9.4–12.1 h)&quot;</extracomment>
        <translation>%1 (%2–%3)</translation>
    </message>
    <message>
        <location filename="../data/Texts.cpp" line="82"/>
        <source>the %1 stack</source>
        <translation>dem Stack %1</translation>
    </message>
    <message>
        <location filename="../data/Texts.cpp" line="83"/>
        <source>%1–%2</source>
        <translation>%1–%2</translation>
    </message>
    <message>
        <location filename="../data/Texts.cpp" line="87"/>
        <source>step-time model on %1; band %2 × the estimated rate, from the plan&apos;s %3 measured runs</source>
        <extracomment>%1: the stack; %2: a range of factors, e.g. &quot;0.95–1.05&quot;; %3: a count</extracomment>
        <translation>Schrittzeitmodell mit %1; Spanne %2 × der geschätzten Rate, aus den %3 gemessenen Läufen des Plans</translation>
    </message>
    <message>
        <location filename="../data/Texts.cpp" line="92"/>
        <source>step-time model on %1; band %2 × the estimated rate, from %3 held-out published runs</source>
        <extracomment>%1: the stack; %2: a range of factors, e.g. &quot;0.87–1.08&quot;; %3: a count</extracomment>
        <translation>Schrittzeitmodell mit %1; Spanne %2 × der geschätzten Rate, aus %3 zurückgehaltenen veröffentlichten Läufen</translation>
    </message>
    <message>
        <location filename="../data/Texts.cpp" line="98"/>
        <source>step-time model on %1</source>
        <translation>Schrittzeitmodell mit %1</translation>
    </message>
    <message>
        <location filename="../data/Texts.cpp" line="107"/>
        <source>Each trial&apos;s throughput is drawn from the estimate&apos;s band (%1–%2 × the estimated rate, log-normal).</source>
        <extracomment>%1–%2: the estimate&apos;s band as factors of the estimated rate, e.g. &quot;0.85–1.06&quot;</extracomment>
        <translation>Der Durchsatz jedes Versuchs wird aus der Spanne der Schätzung gezogen (%1–%2 × die geschätzte Rate, log-normal).</translation>
    </message>
    <message>
        <location filename="../data/Texts.cpp" line="146"/>
        <source>%1 %2</source>
        <extracomment>an amount in a currency shown by its code, e.g. &quot;2,421 CHF&quot;</extracomment>
        <translation>%1 %2</translation>
    </message>
    <message>
        <location filename="../data/Texts.cpp" line="180"/>
        <source>%1 %</source>
        <extracomment>a percentage, e.g. &quot;85 %&quot;</extracomment>
        <translation>%1 %</translation>
    </message>
    <message>
        <location filename="../data/Texts.cpp" line="203"/>
        <source>1 node</source>
        <translation>1 Knoten</translation>
    </message>
    <message>
        <location filename="../data/Texts.cpp" line="203"/>
        <source>%1 nodes</source>
        <translation>%1 Knoten</translation>
    </message>
    <message>
        <location filename="../data/Texts.cpp" line="225"/>
        <source>is missing</source>
        <translation>fehlt</translation>
    </message>
    <message>
        <location filename="../data/Texts.cpp" line="227"/>
        <source>must be greater than zero (got %1)</source>
        <translation>muss größer als null sein (ist %1)</translation>
    </message>
    <message>
        <location filename="../data/Texts.cpp" line="229"/>
        <source>must not be negative (got %1)</source>
        <translation>darf nicht negativ sein (ist %1)</translation>
    </message>
    <message>
        <location filename="../data/Texts.cpp" line="231"/>
        <source>must be a finite number</source>
        <translation>muss eine endliche Zahl sein</translation>
    </message>
    <message>
        <location filename="../data/Texts.cpp" line="235"/>
        <source>must divide the %1 GPUs of a node (got %2)</source>
        <translation>muss die %1 GPUs eines Knotens ohne Rest teilen (ist %2)</translation>
    </message>
    <message>
        <location filename="../data/Texts.cpp" line="241"/>
        <source>pipeline stages × virtual stages must divide the %1 layers (got %2)</source>
        <translation>Pipeline-Stufen × virtuelle Stufen müssen die %1 Schichten teilen (erhalten: %2)</translation>
    </message>
    <message>
        <location filename="../data/Texts.cpp" line="244"/>
        <source>must divide the %1 experts (got %2)</source>
        <translation>muss die %1 Experten teilen (erhalten: %2)</translation>
    </message>
    <message>
        <location filename="../data/Texts.cpp" line="247"/>
        <source>must be a multiple of the micro-batch size %1 (got %2)</source>
        <translation>muss ein Vielfaches der Micro-Batch-Größe %1 sein (erhalten: %2)</translation>
    </message>
    <message>
        <location filename="../data/Texts.cpp" line="250"/>
        <source>virtual stages need pipeline parallelism (got %1)</source>
        <translation>virtuelle Stufen brauchen Pipeline-Parallelität (erhalten: %1)</translation>
    </message>
    <message>
        <location filename="../data/Texts.cpp" line="253"/>
        <source>pipeline stages cannot be combined with ZeRO-2, ZeRO-3 or FSDP (got %1 stages)</source>
        <translation>Pipeline-Stufen lassen sich nicht mit ZeRO-2, ZeRO-3 oder FSDP kombinieren (%1 Stufen angegeben)</translation>
    </message>
    <message>
        <location filename="../data/Texts.cpp" line="255"/>
        <source>must be from %1 to %2 (got %3)</source>
        <translation>muss zwischen %1 und %2 liegen (ist %3)</translation>
    </message>
    <message>
        <location filename="../data/Texts.cpp" line="257"/>
        <source>must be at most %1 (got %2)</source>
        <translation>darf höchstens %1 sein (ist %2)</translation>
    </message>
    <message>
        <location filename="../data/Texts.cpp" line="259"/>
        <source>needs at least one node count with its efficiency</source>
        <translation>braucht mindestens eine Knotenzahl mit ihrer Effizienz</translation>
    </message>
    <message>
        <location filename="../data/Texts.cpp" line="261"/>
        <source>efficiency must be in (0, 1] (got %1)</source>
        <translation>die Effizienz muss in (0, 1] liegen (ist %1)</translation>
    </message>
    <message>
        <location filename="../data/Texts.cpp" line="263"/>
        <source>must be a node count from %1 to %2 (got %3)</source>
        <translation>muss eine Knotenzahl von %1 bis %2 sein (ist %3)</translation>
    </message>
    <message>
        <location filename="../data/Texts.cpp" line="265"/>
        <source>node count %1 is listed twice</source>
        <translation>Knotenzahl %1 ist doppelt aufgeführt</translation>
    </message>
    <message>
        <location filename="../data/Texts.cpp" line="267"/>
        <source>&quot;%1&quot; is not a VM size in the catalog</source>
        <translation>„%1“ ist keine VM-Größe im Katalog</translation>
    </message>
    <message>
        <location filename="../data/Texts.cpp" line="269"/>
        <source>&quot;%1&quot; is not a region in the catalog</source>
        <translation>„%1“ ist keine Region im Katalog</translation>
    </message>
    <message>
        <location filename="../data/Texts.cpp" line="276"/>
        <source>must be a three-letter currency code such as USD or EUR (got &quot;%1&quot;)</source>
        <translation>muss ein dreibuchstabiger Währungscode wie USD oder EUR sein (erhalten: „%1“)</translation>
    </message>
    <message>
        <location filename="../data/Texts.cpp" line="282"/>
        <source>the inputs give a result too large to compute</source>
        <translation>die Eingaben ergeben ein zu großes Ergebnis, um es zu berechnen</translation>
    </message>
    <message>
        <location filename="../data/Texts.cpp" line="284"/>
        <source>&quot;%1&quot; has no GPUs or no vCPUs in the catalog</source>
        <translation>„%1“ hat im Katalog keine GPUs oder keine vCPUs</translation>
    </message>
    <message>
        <location filename="../data/Texts.cpp" line="286"/>
        <source>&quot;spot&quot; is a queue of serverless Azure ML jobs, and this plan&apos;s compute is &quot;%1&quot;; set compute to &quot;serverless&quot; or choose tier &quot;dedicated&quot;</source>
        <translation>&quot;spot&quot; ist eine Warteschlange serverloser Azure-ML-Jobs, und dieser Plan läuft auf &quot;%1&quot;; setzen Sie compute auf &quot;serverless&quot; oder wählen Sie den Tarif &quot;dedicated&quot;</translation>
    </message>
    <message>
        <location filename="../data/Texts.cpp" line="290"/>
        <source>&quot;low_priority&quot; is a tier of Azure ML clusters, and this plan&apos;s compute is &quot;%1&quot;; choose tier &quot;dedicated&quot;%2</source>
        <translation>&quot;low_priority&quot; ist ein Tarif von Azure-ML-Clustern, und dieser Plan läuft auf &quot;%1&quot;; wählen Sie den Tarif &quot;dedicated&quot;%2</translation>
    </message>
    <message>
        <location filename="../data/Texts.cpp" line="292"/>
        <source> or &quot;spot&quot;</source>
        <translation> oder &quot;spot&quot;</translation>
    </message>
    <message>
        <location filename="../data/Texts.cpp" line="299"/>
        <source>reservations and savings plans price dedicated VMs; tier &quot;%1&quot; has none: choose tier &quot;dedicated&quot; or price_kind &quot;pay_as_you_go&quot;</source>
        <extracomment>%1: the plan&apos;s tier, &quot;low_priority&quot; or &quot;spot&quot;</extracomment>
        <translation>Reservierungen und Sparpläne gelten für dedizierte VMs; die Stufe „%1“ hat keine: wählen Sie die Stufe „dedicated“ oder price_kind „pay_as_you_go“</translation>
    </message>
    <message>
        <location filename="../data/Texts.cpp" line="303"/>
        <source>%1 is not a term Azure sells (1 or 3 years)</source>
        <translation>%1 ist keine Laufzeit, die Azure anbietet (1 oder 3 Jahre)</translation>
    </message>
    <message>
        <location filename="../data/Texts.cpp" line="305"/>
        <source>only a reservation or a savings plan has a term (got %1 with pay-as-you-go); leave it out or set price_kind</source>
        <translation>nur eine Reservierung oder ein Sparplan hat eine Laufzeit (angegeben: %1 bei Pay-as-you-go); lassen Sie sie weg oder setzen Sie price_kind</translation>
    </message>
    <message>
        <location filename="../data/Texts.cpp" line="309"/>
        <source>must be at least 0 and less than 100 percent (got %1)</source>
        <translation>muss mindestens 0 und kleiner als 100 Prozent sein (angegeben: %1)</translation>
    </message>
    <message>
        <location filename="../data/Texts.cpp" line="314"/>
        <source>the catalog has no %1-year savings plan price for this size, region and currency; import it (capacity-planner-cli import prices FILE, a Retail Prices API page whose &quot;Consumption&quot; rows list &quot;savingsPlan&quot; terms, as prices.azure.com/api/retail/prices?api-version=2023-01-01-preview answers) or give %2</source>
        <extracomment>%1: the term in years; %2: the price field, &quot;price_per_node_hour&quot; in a plan file, its label on screen</extracomment>
        <translation>der Katalog hat keinen Preis für einen %1-jährigen Sparplan für diese Größe, Region und Währung; importieren Sie ihn (capacity-planner-cli import prices DATEI, eine Seite der Retail Prices API, deren „Consumption“-Zeilen „savingsPlan“-Laufzeiten nennen, wie prices.azure.com/api/retail/prices?api-version=2023-01-01-preview sie liefert) oder geben Sie %2 an</translation>
    </message>
    <message>
        <location filename="../data/Texts.cpp" line="321"/>
        <source>the catalog has no %1-year reservation price for this size, region and currency; import it (capacity-planner-cli import prices FILE, a Retail Prices API page with &quot;type&quot;: &quot;Reservation&quot; rows: prices.azure.com/api/retail/prices?$filter=priceType eq &apos;Reservation&apos;) or give %2</source>
        <extracomment>%1: the term in years; %2: the price field, &quot;price_per_node_hour&quot; in a plan file, its label on screen</extracomment>
        <translation>der Katalog hat keinen Preis für eine %1-jährige Reservierung für diese Größe, Region und Währung; importieren Sie ihn (capacity-planner-cli import prices DATEI, eine Seite der Retail Prices API mit Zeilen „type“: „Reservation“: prices.azure.com/api/retail/prices?$filter=priceType eq &apos;Reservation&apos;) oder geben Sie %2 an</translation>
    </message>
    <message>
        <location filename="../data/Texts.cpp" line="345"/>
        <source>&quot;%1&quot; is not a name this list takes</source>
        <translation>„%1“ ist kein Name, den diese Liste annimmt</translation>
    </message>
    <message>
        <location filename="../data/Texts.cpp" line="348"/>
        <source>&quot;%1&quot; is not one of %2</source>
        <extracomment>%2: the names the list takes, e.g. &quot;ddp&quot;, &quot;zero1&quot;, &quot;zero2&quot;, &quot;zero3&quot;, &quot;fsdp&quot;</extracomment>
        <translation>„%1“ ist keiner von %2</translation>
    </message>
    <message>
        <location filename="../data/Texts.cpp" line="365"/>
        <source>&quot;%1&quot; does not run %2 &quot;%3&quot;; it runs %4</source>
        <extracomment>%1: the stack; %2: the strategy field&apos;s name; %3: the strategy; %4: the strategies the stack runs</extracomment>
        <translation>„%1“ unterstützt %2 „%3“ nicht; unterstützt werden %4</translation>
    </message>
    <message>
        <location filename="../data/Texts.cpp" line="372"/>
        <source>tensor parallelism</source>
        <translation>Tensorparallelität</translation>
    </message>
    <message>
        <location filename="../data/Texts.cpp" line="373"/>
        <source>pipeline parallelism</source>
        <translation>Pipeline-Parallelität</translation>
    </message>
    <message>
        <location filename="../data/Texts.cpp" line="374"/>
        <source>virtual pipeline stages (the interleaved schedule)</source>
        <translation>virtuelle Pipeline-Stufen (den verschränkten Ablauf)</translation>
    </message>
    <message>
        <location filename="../data/Texts.cpp" line="375"/>
        <source>sequence parallelism</source>
        <translation>Sequenzparallelität</translation>
    </message>
    <message>
        <location filename="../data/Texts.cpp" line="376"/>
        <source>expert parallelism</source>
        <translation>Expertenparallelität</translation>
    </message>
    <message>
        <location filename="../data/Texts.cpp" line="377"/>
        <source>LoRA</source>
        <translation>LoRA</translation>
    </message>
    <message>
        <location filename="../data/Texts.cpp" line="378"/>
        <source>QLoRA</source>
        <translation>QLoRA</translation>
    </message>
    <message>
        <location filename="../data/Texts.cpp" line="379"/>
        <source>FP8</source>
        <translation>FP8</translation>
    </message>
    <message>
        <location filename="../data/Texts.cpp" line="384"/>
        <source>the &quot;%1&quot; stack (%2) does not run %3: choose another stack or leave it out</source>
        <translation>der Stack „%1“ (%2) unterstützt %3 nicht: wählen Sie einen anderen Stack oder verzichten Sie darauf</translation>
    </message>
    <message>
        <location filename="../data/Texts.cpp" line="389"/>
        <source>torch.compile is modelled for the &quot;fsdp&quot; stack only (this layout runs on &quot;%1&quot;)</source>
        <extracomment>%1: the stack the layout runs on</extracomment>
        <translation>torch.compile ist nur für den Stack „fsdp“ modelliert (dieses Layout läuft auf „%1“)</translation>
    </message>
    <message>
        <location filename="../data/Texts.cpp" line="393"/>
        <source>was measured on &quot;%1&quot;, but the layout runs on &quot;%2&quot;: a run of another stack cannot calibrate this one</source>
        <extracomment>%1: the stack the run was measured on; %2: the stack of the plan&apos;s layout</extracomment>
        <translation>wurde auf &quot;%1&quot; gemessen, das Layout läuft aber auf &quot;%2&quot;: ein Lauf eines anderen Stacks kann diesen nicht kalibrieren</translation>
    </message>
    <message>
        <location filename="../data/Texts.cpp" line="406"/>
        <source>has no node count the layout can use: the GPUs must be a multiple of tensor × pipeline parallel (%1) and the global batch must divide into the data-parallel micro-batches</source>
        <translation>hat keine Knotenzahl, die das Layout nutzen kann: Die GPUs müssen ein Vielfaches von Tensor × Pipeline (%1) sein und der globale Batch muss sich auf die datenparallelen Micro-Batches aufteilen lassen</translation>
    </message>
    <message>
        <location filename="../data/Texts.cpp" line="410"/>
        <source>is not valid</source>
        <translation>ist ungültig</translation>
    </message>
    <message>
        <location filename="../data/Texts.cpp" line="417"/>
        <source>At %1 confidence (%2)</source>
        <translation>Bei %1 Konfidenz (%2)</translation>
    </message>
    <message>
        <location filename="../data/Texts.cpp" line="419"/>
        <source>%1: expected %2, %3; %4 chance to finish by the deadline</source>
        <translation>%1: erwartet %2, %3; %4 Wahrscheinlichkeit, die Frist einzuhalten</translation>
    </message>
    <message>
        <location filename="../data/Texts.cpp" line="424"/>
        <source>%1: %2 — the cheapest expected cost that meets the %3 deadline with at least %4 probability.</source>
        <translation>%1: %2 — die geringsten erwarteten Kosten unter den Optionen, die die Frist von %3 mit einer Wahrscheinlichkeit von mindestens %4 einhalten.</translation>
    </message>
    <message>
        <location filename="../data/Texts.cpp" line="427"/>
        <source>%1: %2 — the cheapest expected cost within the %3 budget.</source>
        <translation>%1: %2 — die geringsten erwarteten Kosten im Budget von %3.</translation>
    </message>
    <message>
        <location filename="../data/Texts.cpp" line="430"/>
        <source>%1: %2 — the cheapest expected cost, failures and restarts included (%3).</source>
        <translation>%1: %2 — die geringsten erwarteten Kosten, einschließlich Ausfällen und Neustarts (%3).</translation>
    </message>
    <message>
        <location filename="../data/Texts.cpp" line="434"/>
        <source>%1: no recommendation — no node count meets the %2 deadline with %3 probability. The most likely is %4 at %5.</source>
        <translation>%1: keine Empfehlung — keine Knotenzahl hält die Frist von %2 mit einer Wahrscheinlichkeit von %3 ein. Am aussichtsreichsten ist %4 mit %5.</translation>
    </message>
    <message>
        <location filename="../data/Texts.cpp" line="439"/>
        <source>%1: no recommendation — no node count meets the %2 deadline with %3 probability.</source>
        <translation>%1: keine Empfehlung — keine Knotenzahl hält die Frist von %2 mit einer Wahrscheinlichkeit von %3 ein.</translation>
    </message>
    <message>
        <location filename="../data/Texts.cpp" line="442"/>
        <source>%1: no recommendation — the node counts likely enough to meet the deadline cost more than the %2 budget; the cheapest of them, %3, expects %4.</source>
        <translation>%1: keine Empfehlung — die Knotenzahlen, die die Frist mit ausreichender Wahrscheinlichkeit einhalten, kosten mehr als das Budget von %2; die günstigste davon, %3, lässt %4 erwarten.</translation>
    </message>
    <message>
        <location filename="../data/Texts.cpp" line="447"/>
        <source>%1: no recommendation — the job does not fit in GPU memory at any node count.</source>
        <translation>%1: keine Empfehlung – der Job passt bei keiner Knotenzahl in den GPU-Speicher.</translation>
    </message>
    <message>
        <location filename="../data/Texts.cpp" line="449"/>
        <source>%1: no recommendation — interruptions are so frequent that no node count is expected to finish.</source>
        <translation>%1: keine Empfehlung — Unterbrechungen sind so häufig, dass bei keiner Knotenzahl ein Abschluss zu erwarten ist.</translation>
    </message>
    <message>
        <location filename="../data/Texts.cpp" line="452"/>
        <source>%1: no recommendation — there are no node counts to compare.</source>
        <translation>%1: keine Empfehlung — es gibt keine Knotenzahlen zum Vergleichen.</translation>
    </message>
    <message>
        <location filename="../data/Texts.cpp" line="459"/>
        <source>cost unknown</source>
        <translation>Kosten unbekannt</translation>
    </message>
    <message>
        <location filename="../data/Texts.cpp" line="467"/>
        <source>pay-as-you-go</source>
        <translation>nutzungsbasiert (Pay-as-you-go)</translation>
    </message>
    <message>
        <location filename="../data/Texts.cpp" line="471"/>
        <source>%1-year reservation</source>
        <extracomment>%1: the term in years, 1 or 3</extracomment>
        <translation>%1-jährige Reservierung</translation>
    </message>
    <message>
        <location filename="../data/Texts.cpp" line="475"/>
        <source>%1-year savings plan</source>
        <extracomment>%1: the term in years, 1 or 3</extracomment>
        <translation>%1-jähriger Sparplan</translation>
    </message>
    <message>
        <location filename="../data/Texts.cpp" line="485"/>
        <source>%1 with a %2 discount</source>
        <extracomment>%1: the price kind (&quot;pay-as-you-go&quot;, &quot;3-year reservation&quot;), %2: the discount, e.g. &quot;12 %&quot;</extracomment>
        <translation>%1 mit %2 Rabatt</translation>
    </message>
    <message>
        <location filename="../data/Texts.cpp" line="494"/>
        <source>%1 (%2)</source>
        <extracomment>a cost column&apos;s header and how its costs are priced, e.g. &quot;cost (3-year reservation)&quot;</extracomment>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <location filename="../data/Texts.cpp" line="502"/>
        <source>Prices: %1.</source>
        <extracomment>ends the recommendation when the plan is not priced plain pay-as-you-go</extracomment>
        <translation>Preise: %1.</translation>
    </message>
    <message>
        <location filename="../data/Texts.cpp" line="511"/>
        <source>%1: %2, %3</source>
        <translation>%1: %2, %3</translation>
    </message>
    <message>
        <location filename="../data/Texts.cpp" line="521"/>
        <source>the fewest node-hours (%1) that meet the %2 deadline; no price is known, so this is the cheapest option at any price per node-hour and no budget is checked.</source>
        <translation>die wenigsten Knotenstunden (%1), die die Frist von %2 einhalten; da kein Preis bekannt ist, ist dies bei jedem Preis pro Knotenstunde die günstigste Option, und kein Budget wird geprüft.</translation>
    </message>
    <message>
        <location filename="../data/Texts.cpp" line="524"/>
        <source>the fewest node-hours (%1); no price is known, so this is the cheapest option at any price per node-hour and no budget is checked.</source>
        <translation>die wenigsten Knotenstunden (%1); da kein Preis bekannt ist, ist dies bei jedem Preis pro Knotenstunde die günstigste Option, und kein Budget wird geprüft.</translation>
    </message>
    <message>
        <location filename="../data/Texts.cpp" line="528"/>
        <source>the cheapest option that meets the %1 deadline within the %2 budget.</source>
        <translation>die günstigste Option, die die Frist von %1 im Budget von %2 einhält.</translation>
    </message>
    <message>
        <location filename="../data/Texts.cpp" line="531"/>
        <source>the cheapest option that meets the %1 deadline.</source>
        <translation>die günstigste Option, die die Frist von %1 einhält.</translation>
    </message>
    <message>
        <location filename="../data/Texts.cpp" line="533"/>
        <source>the cheapest option within the %1 budget.</source>
        <translation>die günstigste Option im Budget von %1.</translation>
    </message>
    <message>
        <location filename="../data/Texts.cpp" line="535"/>
        <source>the cheapest option (no deadline or budget set).</source>
        <translation>die günstigste Option (weder Frist noch Budget festgelegt).</translation>
    </message>
    <message>
        <location filename="../data/Texts.cpp" line="537"/>
        <source>%1 — %2</source>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <location filename="../data/Texts.cpp" line="543"/>
        <source>It meets the %1 deadline unless the run is more than %2 slower than estimated (the estimate&apos;s band reaches %3).</source>
        <extracomment>%1: the deadline; %2: a percentage; %3: the wall clock at the band&apos;s slow end</extracomment>
        <translation>Die Frist von %1 wird eingehalten, sofern der Lauf nicht mehr als %2 langsamer ist als geschätzt (die Spanne der Schätzung reicht bis %3).</translation>
    </message>
    <message>
        <location filename="../data/Texts.cpp" line="558"/>
        <source>Much faster at the same node-hours: %1 finish in %2 (%3 node-hours), %4 sooner.</source>
        <extracomment>%1: nodes (&quot;4 nodes&quot;), %2: its wall clock, %3: its cost (or node-hours), %4: how much sooner</extracomment>
        <translation>Viel schneller bei gleichen Knotenstunden: %1 sind in %2 fertig (%3 Knotenstunden), %4 früher.</translation>
    </message>
    <message>
        <location filename="../data/Texts.cpp" line="559"/>
        <source>Much faster at the same cost: %1 finish in %2 for %3, %4 sooner.</source>
        <translation>Viel schneller zu gleichen Kosten: %1 sind in %2 für %3 fertig, %4 früher.</translation>
    </message>
    <message>
        <location filename="../data/Texts.cpp" line="567"/>
        <source>Much faster at almost the same node-hours: %1 finish in %2 (%3 node-hours), %4 sooner, for %5 more node-hours (within %6).</source>
        <extracomment>%1: nodes (&quot;4 nodes&quot;), %2: its wall clock, %3: its cost, %4: the recommended option&apos;s wall clock, %5: the cost difference (money or node-hours), %6: the threshold (&quot;1 %&quot;)</extracomment>
        <translation>Viel schneller bei fast gleichen Knotenstunden: %1 sind in %2 fertig (%3 Knotenstunden), %4 früher, für %5 Knotenstunden mehr (innerhalb von %6).</translation>
    </message>
    <message>
        <location filename="../data/Texts.cpp" line="569"/>
        <source>Much faster at almost the same cost: %1 finish in %2 for %3, %4 sooner, for %5 more (within %6).</source>
        <translation>Viel schneller zu fast gleichen Kosten: %1 sind in %2 für %3 fertig, %4 früher, für %5 mehr (innerhalb von %6).</translation>
    </message>
    <message>
        <location filename="../data/Texts.cpp" line="585"/>
        <source>%1 would finish in %2 for %3 more node-hours.</source>
        <translation>Mit %1 wäre der Lauf in %2 fertig, bei %3 mehr Knotenstunden.</translation>
    </message>
    <message>
        <location filename="../data/Texts.cpp" line="586"/>
        <source>%1 would finish in %2 for %3 fewer node-hours.</source>
        <translation>Mit %1 wäre der Lauf in %2 fertig, bei %3 weniger Knotenstunden.</translation>
    </message>
    <message>
        <location filename="../data/Texts.cpp" line="587"/>
        <source>%1 would finish in %2 for %3 more.</source>
        <translation>Mit %1 wäre der Lauf in %2 fertig, bei %3 höheren Kosten.</translation>
    </message>
    <message>
        <location filename="../data/Texts.cpp" line="588"/>
        <source>%1 would finish in %2 for %3 less.</source>
        <translation>Mit %1 wäre der Lauf in %2 fertig, bei %3 geringeren Kosten.</translation>
    </message>
    <message>
        <location filename="../data/Texts.cpp" line="594"/>
        <source>No recommendation: no node count meets the %1 deadline. The fastest option is %2.</source>
        <translation>Keine Empfehlung: Keine Knotenzahl hält die Frist von %1 ein. Die schnellste Option ist %2.</translation>
    </message>
    <message>
        <location filename="../data/Texts.cpp" line="597"/>
        <source>No recommendation: no node count stays within the %1 budget. The cheapest option is %2; the fastest is %3.</source>
        <translation>Keine Empfehlung: Keine Knotenzahl bleibt im Budget von %1. Die günstigste Option ist %2; die schnellste ist %3.</translation>
    </message>
    <message>
        <location filename="../data/Texts.cpp" line="601"/>
        <source>No recommendation: no node count meets the %1 deadline within the %2 budget. The fastest option is %3; the cheapest is %4.</source>
        <translation>Keine Empfehlung: Keine Knotenzahl hält die Frist von %1 im Budget von %2 ein. Die schnellste Option ist %3; die günstigste ist %4.</translation>
    </message>
    <message>
        <location filename="../data/Texts.cpp" line="606"/>
        <source>No recommendation: no node count meets the %1 deadline, and none stays within the %2 budget. The fastest option is %3; the cheapest is %4.</source>
        <translation>Keine Empfehlung: Keine Knotenzahl hält die Frist von %1 ein, und keine bleibt im Budget von %2. Die schnellste Option ist %3; die günstigste ist %4.</translation>
    </message>
    <message>
        <location filename="../data/Texts.cpp" line="611"/>
        <source>No recommendation: no node count of the sweep fits in %1 GiB per GPU; add larger node counts or shard more (ZeRO-3, FSDP).</source>
        <translation>Keine Empfehlung: Keine Knotenzahl des Vergleichs passt in %1 GiB pro GPU; fügen Sie größere Knotenzahlen hinzu oder verteilen Sie stärker (ZeRO-3, FSDP).</translation>
    </message>
    <message>
        <location filename="../data/Texts.cpp" line="615"/>
        <source>No recommendation: there are no node counts to compare.</source>
        <translation>Keine Empfehlung: Es gibt keine Knotenzahlen zum Vergleichen.</translation>
    </message>
    <message>
        <location filename="../data/Texts.cpp" line="630"/>
        <source>%1 and %2</source>
        <extracomment>the last two of a list of node counts, e.g. &quot;1, 2 and 4&quot;</extracomment>
        <translation>%1 und %2</translation>
    </message>
    <message>
        <location filename="../data/Texts.cpp" line="635"/>
        <source>1 node does not fit in %1 GiB per GPU.</source>
        <translation>1 Knoten passt nicht in %1 GiB pro GPU.</translation>
    </message>
    <message>
        <location filename="../data/Texts.cpp" line="637"/>
        <source>%1 nodes do not fit in %2 GiB per GPU.</source>
        <translation>%1 Knoten passen nicht in %2 GiB pro GPU.</translation>
    </message>
    <message>
        <location filename="../data/Texts.cpp" line="644"/>
        <source>No InfiniBand</source>
        <translation>Kein InfiniBand</translation>
    </message>
    <message>
        <location filename="../data/Texts.cpp" line="646"/>
        <source>Retired size</source>
        <translation>Eingestellte VM-Größe</translation>
    </message>
    <message>
        <location filename="../data/Texts.cpp" line="648"/>
        <source>No feasible option</source>
        <translation>Keine zulässige Option</translation>
    </message>
    <message>
        <location filename="../data/Texts.cpp" line="650"/>
        <source>Unverified value</source>
        <translation>Ungeprüfter Wert</translation>
    </message>
    <message>
        <location filename="../data/Texts.cpp" line="652"/>
        <source>Communication-bound</source>
        <translation>Kommunikationsgebunden</translation>
    </message>
    <message>
        <location filename="../data/Texts.cpp" line="654"/>
        <source>TCP fallback risk</source>
        <translation>Risiko eines TCP-Fallbacks</translation>
    </message>
    <message>
        <location filename="../data/Texts.cpp" line="656"/>
        <source>Network bottleneck</source>
        <translation>Netzwerkengpass</translation>
    </message>
    <message>
        <location filename="../data/Texts.cpp" line="658"/>
        <source>Batch too small</source>
        <translation>Batch zu klein</translation>
    </message>
    <message>
        <location filename="../data/Texts.cpp" line="660"/>
        <source>Does not fit</source>
        <translation>Passt nicht in den Speicher</translation>
    </message>
    <message>
        <location filename="../data/Texts.cpp" line="662"/>
        <source>TCP fallback</source>
        <translation>TCP-Fallback</translation>
    </message>
    <message>
        <location filename="../data/Texts.cpp" line="664"/>
        <source>Quota exceeded</source>
        <translation>Kontingent überschritten</translation>
    </message>
    <message>
        <location filename="../data/Texts.cpp" line="666"/>
        <source>Quota unknown</source>
        <translation>Kontingent unbekannt</translation>
    </message>
    <message>
        <location filename="../data/Texts.cpp" line="668"/>
        <source>Quota held when idle</source>
        <translation>Kontingent im Leerlauf belegt</translation>
    </message>
    <message>
        <location filename="../data/Texts.cpp" line="670"/>
        <source>Not available here</source>
        <translation>Hier nicht verfügbar</translation>
    </message>
    <message>
        <location filename="../data/Texts.cpp" line="672"/>
        <source>Placement group above 100 VMs</source>
        <translation>Platzierungsgruppe über 100 VMs</translation>
    </message>
    <message>
        <location filename="../data/Texts.cpp" line="674"/>
        <source>Beyond one placement group</source>
        <translation>Mehr als eine Platzierungsgruppe</translation>
    </message>
    <message>
        <location filename="../data/Texts.cpp" line="676"/>
        <source>Azure HPC team engagement</source>
        <translation>Azure-HPC-Team einbeziehen</translation>
    </message>
    <message>
        <location filename="../data/Texts.cpp" line="678"/>
        <source>No price</source>
        <translation>Kein Preis</translation>
    </message>
    <message>
        <location filename="../data/Texts.cpp" line="680"/>
        <source>Not an option for the layout</source>
        <translation>Keine Option für das Layout</translation>
    </message>
    <message>
        <location filename="../data/Texts.cpp" line="682"/>
        <source>Tensor parallelism beyond NVLink</source>
        <translation>Tensorparallelität über NVLink hinaus</translation>
    </message>
    <message>
        <location filename="../data/Texts.cpp" line="684"/>
        <source>Layout chosen by the planner</source>
        <translation>Aufteilung vom Planer gewählt</translation>
    </message>
    <message>
        <location filename="../data/Texts.cpp" line="686"/>
        <source>Data in another region</source>
        <translation>Daten in einer anderen Region</translation>
    </message>
    <message>
        <location filename="../data/Texts.cpp" line="697"/>
        <source>%1 has no InfiniBand: across nodes NCCL falls back to TCP over Ethernet (%2 Gb/s per VM)</source>
        <translation>%1 hat kein InfiniBand: Zwischen Knoten weicht NCCL auf TCP über Ethernet aus (%2 Gb/s pro VM)</translation>
    </message>
    <message>
        <location filename="../data/Texts.cpp" line="700"/>
        <source>, roughly %1× less bandwidth than the %2 Tb/s InfiniBand of one ND H100 v5 VM</source>
        <translation>, etwa %1× weniger Bandbreite als die %2 Tb/s InfiniBand einer ND-H100-v5-VM</translation>
    </message>
    <message>
        <location filename="../data/Texts.cpp" line="703"/>
        <source>. Adding nodes can make training slower, not faster; use an ND size with InfiniBand for multi-node runs.</source>
        <translation>. Zusätzliche Knoten können das Training verlangsamen statt beschleunigen; verwenden Sie für Läufe über mehrere Knoten eine ND-VM-Größe mit InfiniBand.</translation>
    </message>
    <message>
        <location filename="../data/Texts.cpp" line="709"/>
        <source>%1 is retired: clusters on it must be recreated on a current size.</source>
        <translation>%1 ist eingestellt: Cluster darauf müssen auf einer aktuellen VM-Größe neu erstellt werden.</translation>
    </message>
    <message>
        <location filename="../data/Texts.cpp" line="711"/>
        <source>%1 was retired on %2: clusters on it must be recreated on a current size.</source>
        <translation>%1 wurde am %2 eingestellt: Cluster darauf müssen auf einer aktuellen VM-Größe neu erstellt werden.</translation>
    </message>
    <message>
        <location filename="../data/Texts.cpp" line="718"/>
        <source>%1 at %2 (%3)</source>
        <translation>%1 in %2 (%3)</translation>
    </message>
    <message>
        <location filename="../data/Texts.cpp" line="723"/>
        <source>No option meets the %1 deadline; the fastest is %2.</source>
        <translation>Keine Option hält die Frist von %1 ein; die schnellste ist %2.</translation>
    </message>
    <message>
        <location filename="../data/Texts.cpp" line="727"/>
        <source>No option stays within the %1 budget; the cheapest is %2.</source>
        <translation>Keine Option bleibt im Budget von %1; die günstigste ist %2.</translation>
    </message>
    <message>
        <location filename="../data/Texts.cpp" line="729"/>
        <source>%1 at %2</source>
        <translation>%1 für %2</translation>
    </message>
    <message>
        <location filename="../data/Texts.cpp" line="733"/>
        <source>No option of the sweep fits in GPU memory (see the memory findings); none can be recommended.</source>
        <translation>Keine Option des Vergleichs passt in den GPU-Speicher (siehe die Speicherbefunde); keine kann empfohlen werden.</translation>
    </message>
    <message>
        <location filename="../data/Texts.cpp" line="735"/>
        <source>No option meets both the deadline and the budget; the fastest is %1.</source>
        <translation>Keine Option hält Frist und Budget zugleich ein; die schnellste ist %1.</translation>
    </message>
    <message>
        <location filename="../data/Texts.cpp" line="739"/>
        <source>Not verified: %1 of %2 (source: %3, as of %4).</source>
        <translation>Nicht geprüft: %1 von %2 (Quelle: %3, Stand %4).</translation>
    </message>
    <message>
        <location filename="../data/Texts.cpp" line="744"/>
        <source>From %1 on, exposed communication takes %2 of each step (%3 s of %4 s): more nodes mostly add waiting. A larger global batch, more overlap or fewer nodes help.</source>
        <translation>Ab %1 beansprucht nicht überlappte Kommunikation %2 jedes Schritts (%3 s von %4 s): Weitere Knoten erhöhen vor allem die Wartezeit. Abhilfe schaffen ein größerer globaler Batch, mehr Überlappung oder weniger Knoten.</translation>
    </message>
    <message>
        <location filename="../data/Texts.cpp" line="749"/>
        <source>%1 has no InfiniBand: with more than one node NCCL talks over TCP on %2 Gb/s Ethernet per VM. Check the NCCL_DEBUG=INFO log for NET/IB, not NET/Socket.</source>
        <translation>%1 hat kein InfiniBand: Mit mehr als einem Knoten kommuniziert NCCL per TCP über %2 Gb/s Ethernet pro VM. Prüfen Sie im NCCL_DEBUG=INFO-Log, dass NET/IB erscheint und nicht NET/Socket.</translation>
    </message>
    <message>
        <location filename="../data/Texts.cpp" line="753"/>
        <source>%1 speedup at 2 nodes is %2×, under 1.5×: the network is the bottleneck.</source>
        <translation>%1 Beschleunigung bei 2 Knoten beträgt %2×, weniger als 1,5×: Das Netzwerk ist der Engpass.</translation>
    </message>
    <message>
        <location filename="../data/Texts.cpp" line="754"/>
        <source>The measured</source>
        <translation>Die gemessene</translation>
    </message>
    <message>
        <location filename="../data/Texts.cpp" line="754"/>
        <source>The modelled</source>
        <translation>Die modellierte</translation>
    </message>
    <message>
        <location filename="../data/Texts.cpp" line="757"/>
        <source>From %1 on, a data-parallel replica gets %2 sequences per step, less than one: the global batch is too small for that many GPUs.</source>
        <translation>Ab %1 erhält ein datenparalleles Replikat %2 Sequenzen pro Schritt, weniger als eine: Der globale Batch ist für so viele GPUs zu klein.</translation>
    </message>
    <message>
        <location filename="../data/Texts.cpp" line="761"/>
        <source>At %1 the model needs %2 GB per GPU, more than the %3 GB the GPU has.</source>
        <translation>Bei %1 benötigt das Modell %2 GB pro GPU, mehr als die %3 GB der GPU.</translation>
    </message>
    <message>
        <location filename="../data/Texts.cpp" line="765"/>
        <source>It fits from %1 on.</source>
        <translation>Ab %1 passt es.</translation>
    </message>
    <message>
        <location filename="../data/Texts.cpp" line="767"/>
        <source>No listed node count fits, and the strategy already shards weights, gradients and optimizer states: use more nodes, tensor or pipeline parallelism, recomputation or LoRA.</source>
        <translation>Keine der aufgeführten Knotenzahlen passt, und die Strategie verteilt Gewichte, Gradienten und Optimiererzustände bereits: mehr Knoten, Tensor- oder Pipeline-Parallelität, Neuberechnung oder LoRA verwenden.</translation>
    </message>
    <message>
        <location filename="../data/Texts.cpp" line="771"/>
        <source>No node count fits with this strategy: shard more (ZeRO-3/FSDP) or use LoRA.</source>
        <translation>Mit dieser Strategie passt es bei keiner Knotenzahl: Sharden Sie stärker (ZeRO-3/FSDP) oder verwenden Sie LoRA.</translation>
    </message>
    <message>
        <location filename="../data/Texts.cpp" line="777"/>
        <source>The NCCL log shows a TCP fallback (line %1): the run did not use InfiniBand.</source>
        <translation>Das NCCL-Log zeigt einen TCP-Fallback (Zeile %1): Der Lauf hat InfiniBand nicht genutzt.</translation>
    </message>
    <message>
        <location filename="../data/Texts.cpp" line="780"/>
        <source>%1 needs %2 cores of %3 in %4, but the quota allows only %5 more: request %6 more cores.</source>
        <translation>Für %1 werden %2 Kerne von %3 in %4 benötigt, aber das Kontingent erlaubt nur noch %5 weitere: Beantragen Sie %6 zusätzliche Kerne.</translation>
    </message>
    <message>
        <location filename="../data/Texts.cpp" line="786"/>
        <source>No quota usage is imported for %1 in %2: import `az vm list-usage --location %2 -o json` to see whether the %3 cores fit.</source>
        <translation>Für %1 in %2 ist keine Kontingentnutzung importiert: Importieren Sie `az vm list-usage --location %2 -o json`, um zu sehen, ob die %3 Kerne hineinpassen.</translation>
    </message>
    <message>
        <location filename="../data/Texts.cpp" line="790"/>
        <source>A cluster with max_instances = %1 holds %2 cores of %3 quota even when scaled to zero; delete it or lower max_instances after the run.</source>
        <translation>Ein Cluster mit max_instances = %1 belegt %2 Kerne des Kontingents für %3, auch wenn er auf null herunterskaliert ist; löschen Sie ihn oder senken Sie max_instances nach dem Lauf.</translation>
    </message>
    <message>
        <location filename="../data/Texts.cpp" line="795"/>
        <source>%1 is not available in %2 for this subscription (az vm list-skus: %3): a cluster there cannot be created until Azure support lifts the restriction; choose another region or request access.</source>
        <extracomment>%3: Azure&apos;s reason code, e.g. NotAvailableForSubscription</extracomment>
        <translation>%1 ist in %2 für dieses Abonnement nicht verfügbar (az vm list-skus: %3): Ein Cluster kann dort erst angelegt werden, wenn der Azure-Support die Einschränkung aufhebt; wählen Sie eine andere Region oder beantragen Sie den Zugang.</translation>
    </message>
    <message>
        <location filename="../data/Texts.cpp" line="800"/>
        <source>From %1 on, the VMs exceed the %2 VMs a scale set&apos;s single placement group holds by default: open an Azure support request to raise the single placement group limit (up to %3 VMs) before the run. Do not set singlePlacementGroup to false: a large scale set has no InfiniBand.</source>
        <extracomment>%1: &quot;101 nodes&quot;; a placement group is Azure&apos;s set of VMs on one InfiniBand fabric</extracomment>
        <translation>Ab %1 sind es mehr VMs als die %2, die die einzige Platzierungsgruppe einer Skalierungsgruppe standardmäßig fasst: Stellen Sie vor dem Lauf eine Azure-Supportanfrage, um das Limit der einzelnen Platzierungsgruppe anzuheben (bis %3 VMs). Setzen Sie singlePlacementGroup nicht auf false: Eine große Skalierungsgruppe hat kein InfiniBand.</translation>
    </message>
    <message>
        <location filename="../data/Texts.cpp" line="806"/>
        <source>From %1 on, the VMs cannot share one placement group (at most %2 VMs), and InfiniBand does not connect VMs in different placement groups: these options need a multi-fabric setup agreed with the Azure HPC team through your Microsoft account team, or fewer nodes.</source>
        <translation>Ab %1 passen die VMs nicht mehr in eine Platzierungsgruppe (höchstens %2 VMs), und InfiniBand verbindet keine VMs in verschiedenen Platzierungsgruppen: Diese Optionen brauchen einen mit dem Azure-HPC-Team über Ihr Microsoft-Accountteam abgestimmten Aufbau über mehrere Fabrics, oder weniger Knoten.</translation>
    </message>
    <message>
        <location filename="../data/Texts.cpp" line="811"/>
        <source>From %1 on (%2 GPUs), the run needs more than %3 GPUs on one InfiniBand fabric: engage the Azure HPC team through your Microsoft account team before planning on it.</source>
        <translation>Ab %1 (%2 GPUs) braucht der Lauf mehr als %3 GPUs in einer InfiniBand-Fabric: Beziehen Sie das Azure-HPC-Team über Ihr Microsoft-Accountteam ein, bevor Sie damit planen.</translation>
    </message>
    <message>
        <location filename="../data/Texts.cpp" line="817"/>
        <source>No price for %1 in %2 (%3, %4): time, memory and quota are planned, the cost is unknown and the options are ranked by node-hours. Import its price (capacity-planner-cli import prices FILE, from the Azure Retail Prices API: prices.azure.com/api/retail/prices?$filter=armSkuName eq &apos;%1&apos; and armRegionName eq &apos;%2&apos;) or give %5.</source>
        <extracomment>%1 size, %2 region, %3 tier, %4 currency, %5 the price field (its key in a plan file, its label on screen)</extracomment>
        <translation>Kein Preis für %1 in %2 (%3, %4): Zeit, Speicher und Kontingent werden geplant, die Kosten sind unbekannt, und die Optionen werden nach Knotenstunden gereiht. Importieren Sie den Preis (capacity-planner-cli import prices DATEI, aus der Azure Retail Prices API: prices.azure.com/api/retail/prices?$filter=armSkuName eq &apos;%1&apos; and armRegionName eq &apos;%2&apos;) oder geben Sie %5 an.</translation>
    </message>
    <message>
        <location filename="../data/Texts.cpp" line="827"/>
        <source>%1 (%2 GPUs) is not an option: the GPUs do not divide into tensor × pipeline parallel groups, so the data-parallel degree is not a whole number.</source>
        <translation>%1 (%2 GPUs) ist keine Option: Die GPUs lassen sich nicht in Tensor- × Pipeline-Gruppen aufteilen, der Datenparallelitätsgrad ist also keine ganze Zahl.</translation>
    </message>
    <message>
        <location filename="../data/Texts.cpp" line="834"/>
        <source>%1 is not an option: the global batch does not divide into the data-parallel replicas&apos; micro-batches; a global batch of %2 sequences would.</source>
        <extracomment>%1: &quot;4 nodes&quot;; %2: sequences per step</extracomment>
        <translation>%1 ist keine Option: Der globale Batch lässt sich nicht auf die Micro-Batches der datenparallelen Replikate aufteilen; ein globaler Batch von %2 Sequenzen ließe sich aufteilen.</translation>
    </message>
    <message>
        <location filename="../data/Texts.cpp" line="838"/>
        <source>%1 is not an option: the global batch does not divide into the data-parallel replicas&apos; micro-batches.</source>
        <translation>%1 ist keine Option: Der globale Batch lässt sich nicht auf die Micro-Batches der datenparallelen Replikate aufteilen.</translation>
    </message>
    <message>
        <location filename="../data/Texts.cpp" line="843"/>
        <source>%1 is not an option: %2 has no InfiniBand, so the planner runs it on one node only, as Best plans does (across nodes NCCL would fall back to TCP over Ethernet).</source>
        <translation>%1 ist keine Option: %2 hat kein InfiniBand, daher plant der Planer sie wie „Beste Pläne“ nur auf einem Knoten (über Knoten hinweg fiele NCCL auf TCP über Ethernet zurück).</translation>
    </message>
    <message>
        <location filename="../data/Texts.cpp" line="850"/>
        <source>%1 (%2 GPUs) is not an option: no parallel layout of the model divides that many GPUs and the global batch; it takes a global batch of at least %3 sequences (search.global_batch_tokens) to give every data-parallel replica one.</source>
        <extracomment>%1: &quot;4,096 nodes&quot;; %2: GPUs; %3: sequences per step</extracomment>
        <translation>%1 (%2 GPUs) ist keine Option: Keine parallele Aufteilung des Modells teilt so viele GPUs und den globalen Batch; es braucht einen globalen Batch von mindestens %3 Sequenzen (search.global_batch_tokens), damit jedes datenparallele Replikat eine erhält.</translation>
    </message>
    <message>
        <location filename="../data/Texts.cpp" line="855"/>
        <source>%1 (%2 GPUs) is not an option: no parallel layout of the model divides that many GPUs and the global batch.</source>
        <translation>%1 (%2 GPUs) ist keine Option: keine parallele Aufteilung des Modells teilt so viele GPUs und den globalen Batch.</translation>
    </message>
    <message>
        <location filename="../data/Texts.cpp" line="860"/>
        <source>%1 is not an option: expert parallelism does not divide the data-parallel degree.</source>
        <translation>%1 ist keine Option: Die Expertenparallelität teilt den Datenparallelitätsgrad nicht.</translation>
    </message>
    <message>
        <location filename="../data/Texts.cpp" line="862"/>
        <source>%1 is not an option for the layout (%2).</source>
        <translation>%1 ist keine Option für das Layout (%2).</translation>
    </message>
    <message>
        <location filename="../data/Texts.cpp" line="866"/>
        <source>%1 sequences of %2 tokens</source>
        <extracomment>%1: sequences per step; %2: tokens per sequence</extracomment>
        <translation>%1 Sequenzen zu %2 Tokens</translation>
    </message>
    <message>
        <location filename="../data/Texts.cpp" line="871"/>
        <source>The plan names no parallel layout: each node count runs the fastest layout that fits in GPU memory, as Best plans would choose it, on the scaling block&apos;s batch of %1. Fix one in the Layout section to use it on every row.</source>
        <extracomment>%1: the batch, e.g. &quot;1,024 sequences of 4,096 tokens&quot;</extracomment>
        <translation>Der Plan nennt keine parallele Aufteilung: Jede Knotenzahl läuft mit der schnellsten Aufteilung, die in den GPU-Speicher passt, wie „Beste Pläne“ sie wählen würde, mit dem Batch des Skalierungsblocks von %1. Legen Sie im Abschnitt Parallele Aufteilung eine fest, um sie für jede Zeile zu verwenden.</translation>
    </message>
    <message>
        <location filename="../data/Texts.cpp" line="877"/>
        <source>The plan names no parallel layout: each node count runs the fastest layout that fits in GPU memory, as Best plans would choose it, on the plan&apos;s batch of %1. Fix one in the Layout section to use it on every row.</source>
        <extracomment>%1: the batch, e.g. &quot;1,024 sequences of 4,096 tokens&quot;</extracomment>
        <translation>Der Plan nennt keine parallele Aufteilung: Jede Knotenzahl läuft mit der schnellsten Aufteilung, die in den GPU-Speicher passt, wie „Beste Pläne“ sie wählen würde, mit dem Batch des Plans von %1. Legen Sie im Abschnitt Parallele Aufteilung eine fest, um sie für jede Zeile zu verwenden.</translation>
    </message>
    <message>
        <location filename="../data/Texts.cpp" line="881"/>
        <source>The plan names no parallel layout: each node count runs the fastest layout that fits in GPU memory, as Best plans would choose it, on the default batch of %1. Fix one in the Layout section to use it on every row.</source>
        <translation>Der Plan nennt keine parallele Aufteilung: Jede Knotenzahl läuft mit der schnellsten Aufteilung, die in den GPU-Speicher passt, wie „Beste Pläne“ sie wählen würde, mit dem Standard-Batch von %1. Legen Sie im Abschnitt Parallele Aufteilung eine fest, um sie für jede Zeile zu verwenden.</translation>
    </message>
    <message>
        <location filename="../data/Texts.cpp" line="888"/>
        <source>That batch cannot be split over the GPUs of %1 and more, so there the planner doubles it, up to %2 sequences, as large published runs grow theirs with the cluster (at most 16 M tokens, Llama 3 405B&apos;s).</source>
        <extracomment>%1: &quot;2,048 nodes&quot;; %2: sequences</extracomment>
        <translation>Dieser Batch lässt sich nicht auf die GPUs von %1 und mehr aufteilen; dort verdoppelt ihn der Planer, bis zu %2 Sequenzen, so wie große veröffentlichte Läufe ihren Batch mit dem Cluster wachsen lassen (höchstens 16 Mio. Tokens, wie bei Llama 3 405B).</translation>
    </message>
    <message>
        <location filename="../data/Texts.cpp" line="896"/>
        <source>It searches the training stacks %1 (search.stacks) and each row&apos;s layout names the one it runs on, the fastest that fits: %2.</source>
        <extracomment>%1: the stacks searched, e.g. &quot;hf, deepspeed, megatron&quot;; %2: those the rows run on</extracomment>
        <translation>Er durchsucht die Trainings-Stacks %1 (search.stacks), und das Layout jeder Zeile nennt den Stack, auf dem es läuft, den schnellsten, der passt: %2.</translation>
    </message>
    <message>
        <location filename="../data/Texts.cpp" line="903"/>
        <source>The workload&apos;s MFU of %1 is not the rate: the step-time model gives it. If you measured that MFU, add it as a measurement with the node count it was measured on, and it calibrates the model.</source>
        <extracomment>%1: the workload&apos;s MFU, e.g. &quot;40 %&quot;</extracomment>
        <translation>Die MFU der Arbeitslast von %1 ist nicht der Durchsatz: Den gibt das Schrittzeitmodell. Wenn Sie diese MFU gemessen haben, tragen Sie sie als Messung mit der Knotenzahl ein, auf der sie gemessen wurde; dann kalibriert sie das Modell.</translation>
    </message>
    <message>
        <location filename="../data/Texts.cpp" line="911"/>
        <source>Tensor parallelism of %1 is wider than the %2 GPUs one NVLink domain of %3 joins: its collectives run over InfiniBand, at a fraction of NVLink&apos;s bandwidth, on every layer. Keep tensor parallelism within the domain and use pipeline parallelism across nodes.</source>
        <translation>Tensorparallelität %1 ist breiter als die %2 GPUs, die eine NVLink-Domäne von %3 verbindet: Ihre Kollektive laufen in jeder Schicht über InfiniBand, mit einem Bruchteil der NVLink-Bandbreite. Halten Sie die Tensorparallelität innerhalb der Domäne und nutzen Sie Pipeline-Parallelität über Knoten hinweg.</translation>
    </message>
    <message>
        <location filename="../data/Texts.cpp" line="921"/>
        <source>The data is in %1 and the plan runs in %2: copying %3 there first costs %4 once (%5 per GB), included in every cost. Reading it across regions instead pays latency and transfer on every read.</source>
        <translation>Die Daten liegen in %1, der Plan läuft in %2: sie zuerst dorthin zu kopieren (%3) kostet einmalig %4 (%5 pro GB), in allen Kosten enthalten. Sie stattdessen regionsübergreifend zu lesen, kostet Latenz und Übertragung bei jedem Lesen.</translation>
    </message>
    <message>
        <location filename="../data/Texts.cpp" line="927"/>
        <source>The data is in %1 and the plan runs in %2: copy %3 there first. The copy is not priced and not in the costs: import the Retail Prices API&apos;s &quot;Bandwidth&quot; page with capacity-planner-cli import prices, or give %4.</source>
        <translation>Die Daten liegen in %1, der Plan läuft in %2: kopieren Sie zuerst %3 dorthin. Die Kopie hat keinen Preis und ist nicht in den Kosten: importieren Sie die Seite „Bandwidth“ der Retail Prices API mit capacity-planner-cli import prices oder geben Sie %4 an.</translation>
    </message>
    <message>
        <location filename="../data/Texts.cpp" line="941"/>
        <source>size (was %1)</source>
        <translation>Größe (vorher %1)</translation>
    </message>
    <message>
        <location filename="../data/Texts.cpp" line="944"/>
        <source>region (was %1)</source>
        <translation>Region (vorher %1)</translation>
    </message>
    <message>
        <location filename="../data/Texts.cpp" line="947"/>
        <source>tier (was %1)</source>
        <translation>Tarif (vorher %1)</translation>
    </message>
    <message>
        <location filename="../data/Texts.cpp" line="950"/>
        <source>layout %1</source>
        <translation>Aufteilung %1</translation>
    </message>
    <message>
        <location filename="../data/Texts.cpp" line="957"/>
        <source>node count %1</source>
        <translation>Knotenzahl %1</translation>
    </message>
    <message>
        <location filename="../data/Texts.cpp" line="958"/>
        <source>node count %1 added to %2</source>
        <translation>Knotenzahl %1 zu %2 hinzugefügt</translation>
    </message>
    <message>
        <location filename="../data/Texts.cpp" line="961"/>
        <source>the catalog&apos;s price replaces your own</source>
        <translation>der Katalogpreis ersetzt Ihren eigenen</translation>
    </message>
    <message>
        <location filename="../data/Texts.cpp" line="964"/>
        <source>the layout replaces the fabric model and the memory block</source>
        <translation>die Aufteilung ersetzt das Fabric-Modell und den Speicherblock</translation>
    </message>
    <message>
        <location filename="../data/Texts.cpp" line="967"/>
        <source>the measured runs are left out (they were measured on the plan&apos;s own size and layout)</source>
        <translation>die gemessenen Läufe entfallen (sie wurden auf der eigenen Größe und Aufteilung des Plans gemessen)</translation>
    </message>
    <message>
        <location filename="../data/Texts.cpp" line="972"/>
        <source>the MFU and the efficiency table are greyed: the layout gives the rate</source>
        <translation>MFU und Effizienztabelle sind ausgegraut: die Aufteilung liefert die Rate</translation>
    </message>
    <message>
        <location filename="../data/Texts.cpp" line="975"/>
        <source>Adopted %1 of %2 in %3 (%4)</source>
        <extracomment>%1: &quot;8 nodes&quot;; %2: VM size; %3: region; %4: tier; %5: the list of what changed</extracomment>
        <translation>Übernommen: %1 von %2 in %3 (%4)</translation>
    </message>
    <message>
        <location filename="../data/Texts.cpp" line="976"/>
        <source>%1: %2.</source>
        <translation>%1: %2.</translation>
    </message>
    <message>
        <location filename="../data/Texts.cpp" line="1003"/>
        <source>TP %1 × PP %2, %3</source>
        <extracomment>a layout in a table cell: tensor and pipeline parallel degrees and the strategy</extracomment>
        <translation>TP %1 × PP %2, %3</translation>
    </message>
    <message>
        <location filename="../data/Texts.cpp" line="1009"/>
        <source>TP %1 × PP %2</source>
        <translation>TP %1 × PP %2</translation>
    </message>
    <message>
        <location filename="../data/Texts.cpp" line="1011"/>
        <source> (%1 virtual stages)</source>
        <translation> (%1 virtuelle Stufen)</translation>
    </message>
    <message>
        <location filename="../data/Texts.cpp" line="1013"/>
        <source> × DP %1</source>
        <translation> × DP %1</translation>
    </message>
    <message>
        <location filename="../data/Texts.cpp" line="1015"/>
        <source>, EP %1</source>
        <translation>, EP %1</translation>
    </message>
    <message>
        <location filename="../data/Texts.cpp" line="985"/>
        <location filename="../data/Texts.cpp" line="1082"/>
        <source>DDP</source>
        <translation>DDP</translation>
    </message>
    <message>
        <location filename="../data/Texts.cpp" line="81"/>
        <source>the %1 stack (inferred: the plan names none)</source>
        <translation>dem Stack %1 (abgeleitet: der Plan nennt keinen)</translation>
    </message>
    <message>
        <location filename="../data/Texts.cpp" line="987"/>
        <location filename="../data/Texts.cpp" line="1084"/>
        <source>ZeRO-1</source>
        <translation>ZeRO-1</translation>
    </message>
    <message>
        <location filename="../data/Texts.cpp" line="989"/>
        <location filename="../data/Texts.cpp" line="1086"/>
        <source>ZeRO-2</source>
        <translation>ZeRO-2</translation>
    </message>
    <message>
        <location filename="../data/Texts.cpp" line="991"/>
        <location filename="../data/Texts.cpp" line="1088"/>
        <source>ZeRO-3</source>
        <translation>ZeRO-3</translation>
    </message>
    <message>
        <location filename="../data/Texts.cpp" line="993"/>
        <location filename="../data/Texts.cpp" line="1090"/>
        <source>FSDP</source>
        <translation>FSDP</translation>
    </message>
    <message>
        <location filename="../data/Texts.cpp" line="1021"/>
        <source>no recomputation</source>
        <translation>keine Neuberechnung</translation>
    </message>
    <message>
        <location filename="../data/Texts.cpp" line="1024"/>
        <source>selective recomputation</source>
        <translation>selektive Neuberechnung</translation>
    </message>
    <message>
        <location filename="../data/Texts.cpp" line="1027"/>
        <source>full recomputation</source>
        <translation>volle Neuberechnung</translation>
    </message>
    <message>
        <location filename="../data/Texts.cpp" line="1030"/>
        <source>, %1, micro-batch %2, %3</source>
        <translation>, %1, Mikro-Batch %2, %3</translation>
    </message>
    <message>
        <location filename="../data/Texts.cpp" line="1033"/>
        <source>, global batch %1</source>
        <extracomment>%1: sequences per optimizer step</extracomment>
        <translation>, globaler Batch %1</translation>
    </message>
    <message>
        <location filename="../data/Texts.cpp" line="1036"/>
        <source>, FP8</source>
        <translation>, FP8</translation>
    </message>
    <message>
        <location filename="../data/Texts.cpp" line="1039"/>
        <source>, LoRA</source>
        <translation>, LoRA</translation>
    </message>
    <message>
        <location filename="../data/Texts.cpp" line="1041"/>
        <source>, QLoRA</source>
        <translation>, QLoRA</translation>
    </message>
    <message>
        <location filename="../data/Texts.cpp" line="1045"/>
        <source>, on %1</source>
        <extracomment>%1: the training stack the layout runs on, e.g. &quot;Megatron-Core&quot;</extracomment>
        <translation>, auf %1</translation>
    </message>
    <message>
        <location filename="../data/Texts.cpp" line="1054"/>
        <source>Megatron-Core</source>
        <translation>Megatron-Core</translation>
    </message>
    <message>
        <location filename="../data/Texts.cpp" line="1056"/>
        <source>PyTorch (torchtitan)</source>
        <translation>PyTorch (torchtitan)</translation>
    </message>
    <message>
        <location filename="../data/Texts.cpp" line="1058"/>
        <source>DeepSpeed</source>
        <translation>DeepSpeed</translation>
    </message>
    <message>
        <location filename="../data/Texts.cpp" line="1060"/>
        <source>Hugging Face Trainer</source>
        <translation>Hugging Face Trainer</translation>
    </message>
    <message>
        <location filename="../data/Texts.cpp" line="1064"/>
        <source>the stack the strategy implies</source>
        <translation>dem Stack, den die Strategie nahelegt</translation>
    </message>
    <message>
        <location filename="../data/Texts.cpp" line="1094"/>
        <source>%1 × %2 in %3 (%4) is the cheapest plan that meets the %5 deadline: %6 for %7.</source>
        <translation>%1 × %2 in %3 (%4) ist der günstigste Plan, der die Frist von %5 einhält: %6 für %7.</translation>
    </message>
    <message>
        <location filename="../data/Texts.cpp" line="1099"/>
        <source>It finishes in time in %1 of the simulated runs (%2 asked).</source>
        <translation>Er wird in %1 der simulierten Läufe rechtzeitig fertig (verlangt: %2).</translation>
    </message>
    <message>
        <location filename="../data/Texts.cpp" line="1103"/>
        <source>The cost includes %1 to copy the data from %2.</source>
        <translation>Die Kosten enthalten %1 für das Kopieren der Daten aus %2.</translation>
    </message>
    <message>
        <location filename="../data/Texts.cpp" line="1107"/>
        <source>In the data&apos;s region, %1, the same size would cost %2.</source>
        <translation>In der Region der Daten, %1, würde dieselbe Größe %2 kosten.</translation>
    </message>
    <message>
        <location filename="../data/Texts.cpp" line="1110"/>
        <source>The data must be copied from %1 first; that copy is not priced.</source>
        <translation>Die Daten müssen zuerst aus %1 kopiert werden; diese Kopie hat keinen Preis.</translation>
    </message>
    <message>
        <location filename="../data/Texts.cpp" line="1117"/>
        <source>%1 × %2 in %3 is the cheapest plan: %4 for %5.</source>
        <translation>%1 × %2 in %3 ist der günstigste Plan: %4 für %5.</translation>
    </message>
    <message>
        <location filename="../data/Texts.cpp" line="1121"/>
        <source>No searched plan meets the %1 deadline: the fastest, on %2, takes %3. Allow more nodes, another size or a later deadline.</source>
        <translation>Kein durchsuchter Plan hält die Frist von %1 ein: der schnellste, auf %2, braucht %3. Erlauben Sie mehr Knoten, eine andere Größe oder eine spätere Frist.</translation>
    </message>
    <message>
        <location filename="../data/Texts.cpp" line="1125"/>
        <source>No searched plan meets the %1 deadline in %2 of the simulated runs; the most likely does in %3.</source>
        <translation>Kein durchsuchter Plan hält die Frist von %1 in %2 der simulierten Läufe ein; der wahrscheinlichste in %3.</translation>
    </message>
    <message>
        <location filename="../data/Texts.cpp" line="1128"/>
        <source>The cheapest plan that meets the deadline, on %1, costs %2, more than the budget of %3.</source>
        <translation>Der günstigste Plan, der die Frist einhält, auf %1, kostet %2, mehr als das Budget von %3.</translation>
    </message>
    <message>
        <location filename="../data/Texts.cpp" line="1131"/>
        <source>no layout of the model fits in GPU memory and runs on the searched sizes.</source>
        <translation>kein Layout des Modells passt in den GPU-Speicher und läuft auf den durchsuchten Größen.</translation>
    </message>
    <message>
        <location filename="../data/Texts.cpp" line="1133"/>
        <source>retired (%1).</source>
        <translation>außer Betrieb (%1).</translation>
    </message>
    <message>
        <location filename="../data/Texts.cpp" line="1135"/>
        <source>no price in the searched regions and tiers in %1.</source>
        <translation>kein Preis in %1 in den durchsuchten Regionen und Tarifen.</translation>
    </message>
    <message>
        <location filename="../data/Texts.cpp" line="1137"/>
        <source>the %1 has no FP8, and the search is for FP8 only.</source>
        <translation>die %1 hat kein FP8, und gesucht wird nur mit FP8.</translation>
    </message>
    <message>
        <location filename="../data/Texts.cpp" line="1139"/>
        <source>not available for this subscription in any searched region.</source>
        <translation>in keiner durchsuchten Region für dieses Abonnement verfügbar.</translation>
    </message>
    <message>
        <location filename="../data/Texts.cpp" line="1141"/>
        <source>no layout fits in %1 per GPU on up to %2 (the least needs %3).</source>
        <translation>kein Layout passt in %1 pro GPU auf bis zu %2 (das kleinste braucht %3).</translation>
    </message>
    <message>
        <location filename="../data/Texts.cpp" line="1146"/>
        <source>no InfiniBand, so one node only, which takes %1.</source>
        <translation>kein InfiniBand, also nur ein Knoten, der %1 braucht.</translation>
    </message>
    <message>
        <location filename="../data/Texts.cpp" line="1148"/>
        <source>no InfiniBand, so one node only, and the model does not fit on one.</source>
        <translation>kein InfiniBand, also nur ein Knoten, und das Modell passt nicht auf einen.</translation>
    </message>
    <message>
        <location filename="../data/Texts.cpp" line="1150"/>
        <source>even %1 take %2, past the %3 deadline.</source>
        <translation>selbst %1 brauchen %2, über die Frist von %3 hinaus.</translation>
    </message>
    <message>
        <location filename="../data/Texts.cpp" line="1154"/>
        <source>meets the deadline on %1 for %2, over the budget of %3.</source>
        <translation>hält die Frist mit %1 für %2 ein, über dem Budget von %3.</translation>
    </message>
    <message>
        <location filename="../data/Texts.cpp" line="1158"/>
        <source>with %1 it needs %2 to meet the deadline and costs %3 more (%4).</source>
        <translation>mit %1 braucht sie %2, um die Frist einzuhalten, und kostet %3 mehr (%4).</translation>
    </message>
    <message>
        <location filename="../data/Texts.cpp" line="1171"/>
        <source>The plan&apos;s workload names no model, so only %1 is searched, over the plan&apos;s own node counts: name a model to search every size and parallel layout.</source>
        <translation>Die Arbeitslast des Plans nennt kein Modell, daher wird nur %1 über die eigenen Knotenzahlen des Plans durchsucht: nennen Sie ein Modell, um jede Größe und jedes parallele Layout zu durchsuchen.</translation>
    </message>
    <message>
        <location filename="../data/Texts.cpp" line="1185"/>
        <source>Low-priority or Spot plans are searched without the risk model: preemptions are not priced. Switch on the risk model to compare tiers fairly.</source>
        <translation>Pläne mit niedriger Priorität oder Spot werden ohne Risikomodell durchsucht: Verdrängungen sind nicht eingepreist. Schalten Sie das Risikomodell ein, um Tarife fair zu vergleichen.</translation>
    </message>
    <message>
        <location filename="../data/Texts.cpp" line="1193"/>
        <source>%1 min</source>
        <translation>%1 min</translation>
    </message>
    <message>
        <location filename="../data/Texts.cpp" line="1196"/>
        <source>A checkpoint write takes %1, as the plan gives it.</source>
        <translation>Ein Checkpoint zu schreiben dauert %1, wie der Plan angibt.</translation>
    </message>
    <message>
        <location filename="../data/Texts.cpp" line="1198"/>
        <source>A checkpoint write takes %1, the default: the plan names no model whose states could size it.</source>
        <translation>Ein Checkpoint zu schreiben dauert %1, der Standardwert: Der Plan nennt kein Modell, aus dessen Zuständen sich die Größe ergäbe.</translation>
    </message>
    <message>
        <location filename="../data/Texts.cpp" line="918"/>
        <location filename="../data/Texts.cpp" line="1142"/>
        <location filename="../data/Texts.cpp" line="1143"/>
        <location filename="../data/Texts.cpp" line="1203"/>
        <source>%1 GB</source>
        <translation>%1 GB</translation>
    </message>
    <message>
        <location filename="../data/Texts.cpp" line="398"/>
        <source>is a measured MFU, which only the step-time model turns into a rate (a plan with a model and tokens, without a measured rate): give the measured tokens per second instead</source>
        <translation>ist eine gemessene MFU, die nur das Schrittzeitmodell in einen Durchsatz umrechnet (ein Plan mit Modell und Tokens, ohne gemessenen Durchsatz): geben Sie stattdessen die gemessenen Tokens pro Sekunde an</translation>
    </message>
    <message>
        <location filename="../data/Texts.cpp" line="402"/>
        <source>has no node count on which a parallel layout of the model runs: list node counts whose GPUs divide into the model&apos;s tensor, pipeline and data-parallel groups (and, without InfiniBand, one node)</source>
        <translation>hat keine Knotenzahl, auf der eine parallele Aufteilung des Modells läuft: Nennen Sie Knotenzahlen, deren GPUs sich in Tensor-, Pipeline- und Datenparallel-Gruppen des Modells teilen lassen (und ohne InfiniBand einen Knoten)</translation>
    </message>
    <message>
        <location filename="../data/Texts.cpp" line="1163"/>
        <source>with %1 it fits in GPU memory only from %2 on, where it takes %3 and costs %4 more (%5).</source>
        <extracomment>%1: the strategy; %2: &quot;10 nodes&quot;; %3: hours; %4: percent; %5: money</extracomment>
        <translation>mit %1 passt sie erst ab %2 in den GPU-Speicher, braucht dort %3 und kostet %4 mehr (%5).</translation>
    </message>
    <message>
        <location filename="../data/Texts.cpp" line="1167"/>
        <source>its cheapest plan, %1 with %2, costs %3 more (%4): its price for the work is higher.</source>
        <translation>ihr günstigster Plan, %1 mit %2, kostet %3 mehr (%4): ihr Preis für die Arbeit ist höher.</translation>
    </message>
    <message>
        <location filename="../data/Texts.cpp" line="1176"/>
        <source>The plan has no layout: the search starts from a global batch of %1 sequences of %2 tokens and doubles it, up to %3 sequences, where a node count cannot be filled with it (search.global_batch_tokens sets the start); give a layout to search with your own.</source>
        <extracomment>%1: sequences; %2: tokens per sequence; %3: the largest batch in sequences</extracomment>
        <translation>Der Plan hat keine Aufteilung: Die Suche beginnt mit einem globalen Batch von %1 Sequenzen zu %2 Tokens und verdoppelt ihn, bis zu %3 Sequenzen, wo er eine Knotenzahl nicht füllt (search.global_batch_tokens legt den Anfang fest); geben Sie eine Aufteilung an, um mit Ihrer eigenen zu suchen.</translation>
    </message>
    <message>
        <location filename="../data/Texts.cpp" line="1182"/>
        <source>The plan&apos;s measured runs calibrate its own size, as in the plan&apos;s options; the other sizes use the model&apos;s defaults, and a plan adopted with another size or layout leaves the measurements out.</source>
        <translation>Die gemessenen Läufe des Plans kalibrieren seine eigene Größe, wie in den Optionen des Plans; die anderen Größen verwenden die Standardwerte des Modells, und ein übernommener Plan mit anderer Größe oder Aufteilung lässt die Messungen weg.</translation>
    </message>
    <message>
        <location filename="../data/Texts.cpp" line="1207"/>
        <source>unsharded, written by data-parallel rank 0</source>
        <translation>ungeteilt, geschrieben von Datenparallel-Rang 0</translation>
    </message>
    <message>
        <location filename="../data/Texts.cpp" line="1209"/>
        <source>all of them sharded, every GPU writing its shard</source>
        <translation>alle davon geteilt, jede GPU schreibt ihren Teil</translation>
    </message>
    <message>
        <location filename="../data/Texts.cpp" line="1212"/>
        <source>%1 of them sharded, every GPU writing its shard</source>
        <extracomment>%1: &quot;840.0 GB&quot;</extracomment>
        <translation>%1 davon geteilt, jede GPU schreibt ihren Teil</translation>
    </message>
    <message>
        <location filename="../data/Texts.cpp" line="1215"/>
        <source>At %1 a checkpoint write takes %2: %3 of model states, %4.</source>
        <extracomment>%1: &quot;4 nodes&quot;, %2: &quot;2.2 min&quot;, %3: &quot;980.0 GB&quot;, %4: how they are sharded</extracomment>
        <translation>Bei %1 dauert das Schreiben eines Checkpoints %2: %3 Modellzustände, %4.</translation>
    </message>
    <message>
        <location filename="../data/Texts.cpp" line="1218"/>
        <source>The busiest node writes %1 at %2 GB/s (%3 s); all nodes together write %4 at the storage account&apos;s %5 GB/s (%6 s).</source>
        <translation>Der am stärksten belastete Knoten schreibt %1 mit %2 GB/s (%3 s); alle Knoten zusammen schreiben %4 mit den %5 GB/s des Speicherkontos (%6 s).</translation>
    </message>
    <message>
        <location filename="../data/Texts.cpp" line="1223"/>
        <source>The account&apos;s ingress sets the time.</source>
        <translation>Die Eingangsrate des Kontos bestimmt die Zeit.</translation>
    </message>
    <message>
        <location filename="../data/Texts.cpp" line="1223"/>
        <source>The busiest node sets the time.</source>
        <translation>Der am stärksten belastete Knoten bestimmt die Zeit.</translation>
    </message>
    <message>
        <location filename="../data/Texts.cpp" line="1231"/>
        <source>available</source>
        <translation>verfügbar</translation>
    </message>
    <message>
        <location filename="../data/Texts.cpp" line="1233"/>
        <source>preview</source>
        <translation>Vorschau</translation>
    </message>
    <message>
        <location filename="../data/Texts.cpp" line="1235"/>
        <source>retiring</source>
        <translation>wird eingestellt</translation>
    </message>
    <message>
        <location filename="../data/Texts.cpp" line="1237"/>
        <source>retired</source>
        <translation>eingestellt</translation>
    </message>
    <message>
        <location filename="../data/Texts.cpp" line="1246"/>
        <location filename="../data/Texts.cpp" line="1252"/>
        <source>dedicated</source>
        <translation>dediziert</translation>
    </message>
    <message>
        <location filename="../data/Texts.cpp" line="1248"/>
        <source>low priority</source>
        <translation>niedrige Priorität</translation>
    </message>
    <message>
        <location filename="../data/Texts.cpp" line="1250"/>
        <source>Spot</source>
        <translation>Spot</translation>
    </message>
    <message>
        <location filename="../data/Texts.cpp" line="1259"/>
        <location filename="../data/Texts.cpp" line="1267"/>
        <source>Azure ML cluster</source>
        <translation>Azure-ML-Cluster</translation>
    </message>
    <message>
        <location filename="../data/Texts.cpp" line="1261"/>
        <source>serverless Azure ML job</source>
        <translation>serverloser Azure-ML-Job</translation>
    </message>
    <message>
        <location filename="../data/Texts.cpp" line="1263"/>
        <source>Slurm on VM scale sets</source>
        <translation>Slurm auf VM-Skalierungsgruppen</translation>
    </message>
    <message>
        <location filename="../data/Texts.cpp" line="1265"/>
        <source>Kubernetes (AKS)</source>
        <translation>Kubernetes (AKS)</translation>
    </message>
    <message>
        <location filename="../data/Texts.cpp" line="1276"/>
        <source>RAM</source>
        <translation>RAM</translation>
    </message>
    <message>
        <location filename="../data/Texts.cpp" line="1279"/>
        <source>GPU model</source>
        <translation>GPU-Modell</translation>
    </message>
    <message>
        <location filename="../data/Texts.cpp" line="1282"/>
        <source>GPUs per VM</source>
        <translation>GPUs pro VM</translation>
    </message>
    <message>
        <location filename="../data/Texts.cpp" line="1288"/>
        <source>dense BF16 TFLOP/s per GPU</source>
        <translation>BF16-TFLOP/s (dense) pro GPU</translation>
    </message>
    <message>
        <location filename="../data/Texts.cpp" line="1291"/>
        <source>InfiniBand per GPU</source>
        <translation>InfiniBand pro GPU</translation>
    </message>
    <message>
        <location filename="../data/Texts.cpp" line="1294"/>
        <source>Ethernet per VM</source>
        <translation>Ethernet pro VM</translation>
    </message>
    <message>
        <location filename="../data/Texts.cpp" line="1303"/>
        <source>retirement date</source>
        <translation>Einstellungsdatum</translation>
    </message>
    <message>
        <location filename="../data/Texts.cpp" line="1306"/>
        <source>price per node-hour</source>
        <translation>Preis pro Knotenstunde</translation>
    </message>
    <message>
        <location filename="../data/Texts.cpp" line="238"/>
        <source>must divide the %1 attention heads (got %2)</source>
        <translation>muss die %1 Attention-Heads teilen (erhalten: %2)</translation>
    </message>
    <message>
        <location filename="../data/Texts.cpp" line="44"/>
        <source>about %1</source>
        <extracomment>an approximate date, %1 the year and month as yyyy-mm, e.g. &quot;about 2023-12&quot;</extracomment>
        <translation>etwa %1</translation>
    </message>
    <message>
        <location filename="../data/Texts.cpp" line="272"/>
        <source>the catalog prices this size, region and tier only in %1, and prices are never converted; set the plan&apos;s currency to it or give %2 in the plan&apos;s currency</source>
        <extracomment>%1: the currencies the catalog has prices in, e.g. &quot;EUR&quot; or &quot;EUR, GBP&quot;</extracomment>
        <translation>der Katalog hat für diese Größe, Region und diesen Tarif nur Preise in %1, und Preise werden nie umgerechnet; stellen Sie die Währung des Plans darauf um oder geben Sie %2 in der Währung des Plans an</translation>
    </message>
    <message>
        <location filename="../data/Texts.cpp" line="278"/>
        <source>the catalog has no peak TFLOP/s for &quot;%1&quot;, so MFU cannot be turned into a throughput; give %2 instead</source>
        <translation>der Katalog hat keine Spitzen-TFLOP/s für „%1“, daher lässt sich die MFU nicht in einen Durchsatz umrechnen; geben Sie stattdessen %2 an</translation>
    </message>
    <message>
        <location filename="../data/Texts.cpp" line="294"/>
        <source>&quot;%1&quot; is not a model in the library (capacity-planner-cli models lists them)</source>
        <translation>„%1“ ist kein Modell der Bibliothek (capacity-planner-cli models listet sie auf)</translation>
    </message>
    <message>
        <location filename="../data/Texts.cpp" line="296"/>
        <source>is given by the plan&apos;s model; leave it out</source>
        <translation>wird vom Modell des Plans vorgegeben; bitte weglassen</translation>
    </message>
    <message>
        <location filename="../data/export/SearchReport.cpp" line="183"/>
        <source>Best plans (wall clock against cost; none beats another on both):</source>
        <translation>Beste Pläne (Laufzeit gegen Kosten; keiner schlägt einen anderen in beidem):</translation>
    </message>
    <message>
        <location filename="../data/export/SearchReport.cpp" line="186"/>
        <source>hours</source>
        <translation>Stunden</translation>
    </message>
    <message>
        <location filename="../data/export/SearchReport.cpp" line="187"/>
        <source>GB/GPU</source>
        <translation>GB/GPU</translation>
    </message>
    <message>
        <location filename="../data/export/SearchReport.cpp" line="187"/>
        <source>quota</source>
        <translation>Kontingent</translation>
    </message>
    <message>
        <location filename="../data/export/SearchReport.cpp" line="187"/>
        <source>layout</source>
        <translation>Layout</translation>
    </message>
    <message>
        <location filename="../data/export/SearchReport.cpp" line="191"/>
        <source>short %1</source>
        <translation>%1 fehlen</translation>
    </message>
    <message>
        <location filename="../data/export/SearchReport.cpp" line="192"/>
        <source>ok</source>
        <translation>ok</translation>
    </message>
    <message>
        <location filename="../data/export/SearchReport.cpp" line="221"/>
        <source>Why the other sizes lost:</source>
        <translation>Warum die anderen Größen verloren:</translation>
    </message>
    <message>
        <location filename="../data/export/SearchReport.cpp" line="228"/>
        <source>%1 layouts and node counts in the space, %2 step times computed, %3 feasible candidates, in %4 s.</source>
        <translation>%1 Layouts und Knotenzahlen im Suchraum, %2 Schrittzeiten berechnet, %3 mögliche Kandidaten, in %4 s.</translation>
    </message>
</context>
<context>
    <name>capplan::data::TrainingLog</name>
    <message>
        <location filename="../data/import/TrainingLog.cpp" line="189"/>
        <source>line %1</source>
        <translation>Zeile %1</translation>
    </message>
    <message>
        <location filename="../data/import/TrainingLog.cpp" line="201"/>
        <source>must be an array of logged steps</source>
        <translation>muss ein Array protokollierter Schritte sein</translation>
    </message>
    <message>
        <location filename="../data/import/TrainingLog.cpp" line="232"/>
        <source>has no training summary (train_samples_per_second): save the state after training has finished, or import the training&apos;s console output</source>
        <translation>hat keine Trainingszusammenfassung (train_samples_per_second): den Zustand nach dem Ende des Trainings speichern oder die Konsolenausgabe des Trainings importieren</translation>
    </message>
    <message>
        <location filename="../data/import/TrainingLog.cpp" line="320"/>
        <source>is nested deeper than %1 levels; a trainer_state.json is not</source>
        <translation>ist tiefer als %1 Ebenen verschachtelt; eine trainer_state.json ist das nicht</translation>
    </message>
    <message>
        <location filename="../data/import/TrainingLog.cpp" line="447"/>
        <source>a throughput field has no number after it</source>
        <translation>auf ein Durchsatzfeld folgt keine Zahl</translation>
    </message>
    <message>
        <location filename="../data/import/TrainingLog.cpp" line="450"/>
        <source>more than %1 throughput lines: import the log of one run</source>
        <translation>mehr als %1 Durchsatzzeilen: das Protokoll eines einzigen Laufs importieren</translation>
    </message>
    <message>
        <location filename="../data/import/TrainingLog.cpp" line="468"/>
        <source>has no throughput lines of a known training stack (Hugging Face Trainer, NeMo, Megatron-LM, torchtitan, DeepSpeed)</source>
        <translation>enthält keine Durchsatzzeilen eines bekannten Trainings-Stacks (Hugging Face Trainer, NeMo, Megatron-LM, torchtitan, DeepSpeed)</translation>
    </message>
    <message>
        <location filename="../data/import/TrainingLog.cpp" line="530"/>
        <source>is larger than %1 MiB, the most this reader takes; import the log of one run</source>
        <translation>ist größer als %1 MiB, das Höchste, was dieser Leser annimmt; das Protokoll eines einzigen Laufs importieren</translation>
    </message>
    <message>
        <location filename="../data/import/TrainingLog.cpp" line="548"/>
        <source>the log says %1, the value given is %2</source>
        <translation>das Protokoll nennt %1, angegeben ist %2</translation>
    </message>
    <message>
        <location filename="../data/import/TrainingLog.cpp" line="556"/>
        <source>%1 is %2 in the log and %3 in the plan: the run was not made with the plan&apos;s layout</source>
        <extracomment>%1: what differs, e.g. &quot;the sequence length&quot;; %2: the log&apos;s value; %3: the plan&apos;s</extracomment>
        <translation>%1 ist im Protokoll %2 und im Plan %3: der Lauf wurde nicht mit dem Layout des Plans gemacht</translation>
    </message>
    <message>
        <location filename="../data/import/TrainingLog.cpp" line="566"/>
        <source>the log does not state %1: give it</source>
        <translation>das Protokoll nennt %1 nicht: bitte angeben</translation>
    </message>
    <message>
        <location filename="../data/import/TrainingLog.cpp" line="569"/>
        <source>must be at least 1</source>
        <translation>muss mindestens 1 sein</translation>
    </message>
    <message>
        <location filename="../data/import/TrainingLog.cpp" line="574"/>
        <source>how many GPUs ran</source>
        <translation>die Zahl der GPUs des Laufs</translation>
    </message>
    <message>
        <location filename="../data/import/TrainingLog.cpp" line="579"/>
        <source>the GPUs per node (import into a plan, or give them)</source>
        <translation>die GPUs je Knoten (in einen Plan importieren oder angeben)</translation>
    </message>
    <message>
        <location filename="../data/import/TrainingLog.cpp" line="583"/>
        <source>%1 GPUs are not a whole number of nodes of %2 GPUs</source>
        <translation>%1 GPUs sind keine ganze Zahl von Knoten mit %2 GPUs</translation>
    </message>
    <message>
        <location filename="../data/import/TrainingLog.cpp" line="592"/>
        <location filename="../data/import/TrainingLog.cpp" line="608"/>
        <source>the sequence length</source>
        <translation>die Sequenzlänge</translation>
    </message>
    <message>
        <location filename="../data/import/TrainingLog.cpp" line="596"/>
        <source>the sequences per step (global batch)</source>
        <translation>die Sequenzen je Schritt (globaler Batch)</translation>
    </message>
    <message>
        <location filename="../data/import/TrainingLog.cpp" line="616"/>
        <source>gives no finite throughput</source>
        <translation>ergibt keinen endlichen Durchsatz</translation>
    </message>
    <message>
        <location filename="../data/import/TrainingLog.cpp" line="623"/>
        <source>the log is of the %1 stack, the stack given is %2</source>
        <translation>das Protokoll stammt vom Stack %1, angegeben ist %2</translation>
    </message>
</context>
<context>
    <name>capplan::model::PlanField</name>
    <message>
        <location filename="../model/plan/PlanFields.cpp" line="344"/>
        <source>plan name</source>
        <translation>Planname</translation>
    </message>
    <message>
        <location filename="../model/plan/PlanFields.cpp" line="345"/>
        <source>VM size</source>
        <translation>VM-Größe</translation>
    </message>
    <message>
        <location filename="../model/plan/PlanFields.cpp" line="346"/>
        <source>region</source>
        <translation>Region</translation>
    </message>
    <message>
        <location filename="../model/plan/PlanFields.cpp" line="347"/>
        <source>tier</source>
        <translation>Tarif</translation>
    </message>
    <message>
        <location filename="../model/plan/PlanFields.cpp" line="348"/>
        <location filename="../model/plan/PlanFields.cpp" line="349"/>
        <source>price</source>
        <translation>Preis</translation>
    </message>
    <message>
        <location filename="../model/plan/PlanFields.cpp" line="350"/>
        <source>currency</source>
        <translation>Währung</translation>
    </message>
    <message>
        <location filename="../model/plan/PlanFields.cpp" line="351"/>
        <source>price kind</source>
        <translation>Preisart</translation>
    </message>
    <message>
        <location filename="../model/plan/PlanFields.cpp" line="352"/>
        <source>price term</source>
        <translation>Preislaufzeit</translation>
    </message>
    <message>
        <location filename="../model/plan/PlanFields.cpp" line="353"/>
        <source>discount</source>
        <translation>Rabatt</translation>
    </message>
    <message>
        <location filename="../model/plan/PlanFields.cpp" line="354"/>
        <source>workload form</source>
        <translation>Workload-Form</translation>
    </message>
    <message>
        <location filename="../model/plan/PlanFields.cpp" line="355"/>
        <source>GPU-hours</source>
        <translation>GPU-Stunden</translation>
    </message>
    <message>
        <location filename="../model/plan/PlanFields.cpp" line="356"/>
        <source>tokens</source>
        <translation>Tokens</translation>
    </message>
    <message>
        <location filename="../model/plan/PlanFields.cpp" line="358"/>
        <source>tokens/s per GPU</source>
        <translation>Tokens/s pro GPU</translation>
    </message>
    <message>
        <location filename="../model/plan/PlanFields.cpp" line="359"/>
        <source>parameters</source>
        <translation>Parameter</translation>
    </message>
    <message>
        <location filename="../model/plan/PlanFields.cpp" line="360"/>
        <source>MFU</source>
        <translation>MFU</translation>
    </message>
    <message>
        <location filename="../model/plan/PlanFields.cpp" line="361"/>
        <source>scaling efficiency</source>
        <translation>Skalierungseffizienz</translation>
    </message>
    <message>
        <location filename="../model/plan/PlanFields.cpp" line="362"/>
        <source>goodput</source>
        <translation>Goodput</translation>
    </message>
    <message>
        <location filename="../model/plan/PlanFields.cpp" line="363"/>
        <source>overhead</source>
        <translation>Overhead</translation>
    </message>
    <message>
        <location filename="../model/plan/PlanFields.cpp" line="364"/>
        <source>node counts</source>
        <translation>Knotenzahlen</translation>
    </message>
    <message>
        <location filename="../model/plan/PlanFields.cpp" line="365"/>
        <location filename="../model/plan/PlanFields.cpp" line="366"/>
        <source>deadline</source>
        <translation>Frist</translation>
    </message>
    <message>
        <location filename="../model/plan/PlanFields.cpp" line="367"/>
        <location filename="../model/plan/PlanFields.cpp" line="368"/>
        <source>budget</source>
        <translation>Budget</translation>
    </message>
    <message>
        <location filename="../model/plan/PlanFields.cpp" line="369"/>
        <source>risk modelling</source>
        <translation>Risikomodellierung</translation>
    </message>
    <message>
        <location filename="../model/plan/PlanFields.cpp" line="370"/>
        <source>node MTBF</source>
        <translation>Knoten-MTBF</translation>
    </message>
    <message>
        <location filename="../model/plan/PlanFields.cpp" line="372"/>
        <source>checkpoint interval</source>
        <translation>Checkpoint-Intervall</translation>
    </message>
    <message>
        <location filename="../model/plan/PlanFields.cpp" line="374"/>
        <source>checkpoint write time</source>
        <translation>Checkpoint-Schreibzeit</translation>
    </message>
    <message>
        <location filename="../model/plan/PlanFields.cpp" line="375"/>
        <source>restart time</source>
        <translation>Neustartzeit</translation>
    </message>
    <message>
        <location filename="../model/plan/PlanFields.cpp" line="377"/>
        <source>idle time before scale-down</source>
        <translation>Leerlaufzeit vor dem Herunterskalieren</translation>
    </message>
    <message>
        <location filename="../model/plan/PlanFields.cpp" line="379"/>
        <source>preemption rate</source>
        <translation>Unterbrechungsrate</translation>
    </message>
    <message>
        <location filename="../model/plan/PlanFields.cpp" line="381"/>
        <source>time to regain capacity</source>
        <translation>Zeit bis zur Wiederherstellung der Kapazität</translation>
    </message>
    <message>
        <location filename="../model/plan/PlanFields.cpp" line="382"/>
        <source>trials</source>
        <translation>Durchläufe</translation>
    </message>
    <message>
        <location filename="../model/plan/PlanFields.cpp" line="383"/>
        <source>random seed</source>
        <translation>Zufalls-Seed</translation>
    </message>
    <message>
        <location filename="../model/plan/PlanFields.cpp" line="384"/>
        <source>confidence</source>
        <translation>Konfidenz</translation>
    </message>
    <message>
        <location filename="../model/plan/PlanFields.cpp" line="385"/>
        <source>scaling model</source>
        <translation>Skalierungsmodell</translation>
    </message>
    <message>
        <location filename="../model/plan/PlanFields.cpp" line="386"/>
        <location filename="../model/plan/PlanFields.cpp" line="524"/>
        <source>parallel strategy</source>
        <translation>Parallelisierungsstrategie</translation>
    </message>
    <message>
        <location filename="../model/plan/PlanFields.cpp" line="388"/>
        <location filename="../model/plan/PlanFields.cpp" line="516"/>
        <source>tensor parallel degree</source>
        <translation>Grad der Tensor-Parallelität</translation>
    </message>
    <message>
        <location filename="../model/plan/PlanFields.cpp" line="390"/>
        <location filename="../model/plan/PlanFields.cpp" line="518"/>
        <source>pipeline parallel degree</source>
        <translation>Grad der Pipeline-Parallelität</translation>
    </message>
    <message>
        <location filename="../model/plan/PlanFields.cpp" line="391"/>
        <source>micro-batches</source>
        <translation>Micro-Batches</translation>
    </message>
    <message>
        <location filename="../model/plan/PlanFields.cpp" line="393"/>
        <location filename="../model/plan/PlanFields.cpp" line="528"/>
        <source>global batch</source>
        <translation>globale Batchgröße</translation>
    </message>
    <message>
        <location filename="../model/plan/PlanFields.cpp" line="394"/>
        <location filename="../model/plan/PlanFields.cpp" line="529"/>
        <source>sequence length</source>
        <translation>Sequenzlänge</translation>
    </message>
    <message>
        <location filename="../model/plan/PlanFields.cpp" line="396"/>
        <source>model parameters</source>
        <translation>Modellparameter</translation>
    </message>
    <message>
        <location filename="../model/plan/PlanFields.cpp" line="399"/>
        <source>one-node throughput</source>
        <translation>Durchsatz auf einem Knoten</translation>
    </message>
    <message>
        <location filename="../model/plan/PlanFields.cpp" line="400"/>
        <location filename="../model/plan/PlanFields.cpp" line="401"/>
        <source>communication overlap</source>
        <translation>Überlappung der Kommunikation</translation>
    </message>
    <message>
        <location filename="../model/plan/PlanFields.cpp" line="402"/>
        <location filename="../model/plan/PlanFields.cpp" line="537"/>
        <source>gradient bytes</source>
        <translation>Bytes pro Gradient</translation>
    </message>
    <message>
        <location filename="../model/plan/PlanFields.cpp" line="404"/>
        <source>measured runs</source>
        <translation>Messläufe</translation>
    </message>
    <message>
        <location filename="../model/plan/PlanFields.cpp" line="405"/>
        <source>memory check</source>
        <translation>Speicherprüfung</translation>
    </message>
    <message>
        <location filename="../model/plan/PlanFields.cpp" line="406"/>
        <source>parameters for memory</source>
        <translation>Parameter für die Speicherprüfung</translation>
    </message>
    <message>
        <location filename="../model/plan/PlanFields.cpp" line="409"/>
        <source>sequence length for memory</source>
        <translation>Sequenzlänge für die Speicherprüfung</translation>
    </message>
    <message>
        <location filename="../model/plan/PlanFields.cpp" line="410"/>
        <location filename="../model/plan/PlanFields.cpp" line="464"/>
        <source>hidden size</source>
        <translation>Hidden Size</translation>
    </message>
    <message>
        <location filename="../model/plan/PlanFields.cpp" line="411"/>
        <location filename="../model/plan/PlanFields.cpp" line="466"/>
        <source>layers</source>
        <translation>Schichten</translation>
    </message>
    <message>
        <location filename="../model/plan/PlanFields.cpp" line="412"/>
        <location filename="../model/plan/PlanFields.cpp" line="468"/>
        <source>attention heads</source>
        <translation>Attention-Heads</translation>
    </message>
    <message>
        <location filename="../model/plan/PlanFields.cpp" line="414"/>
        <location filename="../model/plan/PlanFields.cpp" line="525"/>
        <source>micro-batch size</source>
        <translation>Micro-Batch-Größe</translation>
    </message>
    <message>
        <location filename="../model/plan/PlanFields.cpp" line="417"/>
        <source>activation checkpointing</source>
        <translation>Activation Checkpointing</translation>
    </message>
    <message>
        <location filename="../model/plan/PlanFields.cpp" line="418"/>
        <location filename="../model/plan/PlanFields.cpp" line="535"/>
        <source>flash attention</source>
        <translation>Flash Attention</translation>
    </message>
    <message>
        <location filename="../model/plan/PlanFields.cpp" line="419"/>
        <location filename="../model/plan/PlanFields.cpp" line="533"/>
        <source>fine-tuning mode</source>
        <translation>Fine-Tuning-Modus</translation>
    </message>
    <message>
        <location filename="../model/plan/PlanFields.cpp" line="420"/>
        <location filename="../model/plan/PlanFields.cpp" line="534"/>
        <source>LoRA rank</source>
        <translation>LoRA-Rang</translation>
    </message>
    <message>
        <location filename="../model/plan/PlanFields.cpp" line="421"/>
        <source>memory reserve</source>
        <translation>Speicherreserve</translation>
    </message>
    <message>
        <location filename="../model/plan/PlanFields.cpp" line="422"/>
        <source>Azure ML settings</source>
        <translation>Azure-ML-Einstellungen</translation>
    </message>
    <message>
        <location filename="../model/plan/PlanFields.cpp" line="424"/>
        <source>measured bus bandwidth</source>
        <translation>gemessene Busbandbreite</translation>
    </message>
    <message>
        <location filename="../model/plan/PlanFields.cpp" line="426"/>
        <source>inter-node bandwidth factor</source>
        <translation>Bandbreitenfaktor zwischen Knoten</translation>
    </message>
    <message>
        <location filename="../model/plan/PlanFields.cpp" line="427"/>
        <location filename="../model/plan/PlanFields.cpp" line="536"/>
        <source>weight bytes</source>
        <translation>Bytes pro Gewicht</translation>
    </message>
    <message>
        <location filename="../model/plan/PlanFields.cpp" line="428"/>
        <location filename="../model/plan/PlanFields.cpp" line="541"/>
        <source>gradient bucket size</source>
        <translation>Größe der Gradienten-Buckets</translation>
    </message>
    <message>
        <location filename="../model/plan/PlanFields.cpp" line="430"/>
        <source>adapter parameters</source>
        <translation>Adapterparameter</translation>
    </message>
    <message>
        <location filename="../model/plan/PlanFields.cpp" line="432"/>
        <source>weight bytes for memory</source>
        <translation>Bytes pro Gewicht für die Speicherprüfung</translation>
    </message>
    <message>
        <location filename="../model/plan/PlanFields.cpp" line="434"/>
        <source>gradient bytes for memory</source>
        <translation>Bytes pro Gradient für die Speicherprüfung</translation>
    </message>
    <message>
        <location filename="../model/plan/PlanFields.cpp" line="435"/>
        <location filename="../model/plan/PlanFields.cpp" line="539"/>
        <source>optimizer bytes</source>
        <translation>Bytes pro Optimiererzustand</translation>
    </message>
    <message>
        <location filename="../model/plan/PlanFields.cpp" line="437"/>
        <source>fragmentation</source>
        <translation>Fragmentierung</translation>
    </message>
    <message>
        <location filename="../model/plan/PlanFields.cpp" line="438"/>
        <source>cluster name</source>
        <translation>Clustername</translation>
    </message>
    <message>
        <location filename="../model/plan/PlanFields.cpp" line="439"/>
        <source>code folder</source>
        <translation>Code-Ordner</translation>
    </message>
    <message>
        <location filename="../model/plan/PlanFields.cpp" line="440"/>
        <source>command</source>
        <translation>Befehl</translation>
    </message>
    <message>
        <location filename="../model/plan/PlanFields.cpp" line="442"/>
        <source>checkpoint argument</source>
        <translation>Checkpoint-Argument</translation>
    </message>
    <message>
        <location filename="../model/plan/PlanFields.cpp" line="443"/>
        <source>environment</source>
        <translation>Umgebung</translation>
    </message>
    <message>
        <location filename="../model/plan/PlanFields.cpp" line="444"/>
        <source>distribution</source>
        <translation>Verteilung</translation>
    </message>
    <message>
        <location filename="../model/plan/PlanFields.cpp" line="445"/>
        <source>experiment name</source>
        <translation>Experimentname</translation>
    </message>
    <message>
        <location filename="../model/plan/PlanFields.cpp" line="447"/>
        <source>display name</source>
        <translation>Anzeigename</translation>
    </message>
    <message>
        <location filename="../model/plan/PlanFields.cpp" line="448"/>
        <source>datastore</source>
        <translation>Datenspeicher</translation>
    </message>
    <message>
        <location filename="../model/plan/PlanFields.cpp" line="449"/>
        <source>checkpoint path</source>
        <translation>Checkpoint-Pfad</translation>
    </message>
    <message>
        <location filename="../model/plan/PlanFields.cpp" line="451"/>
        <source>job inputs</source>
        <translation>Job-Eingaben</translation>
    </message>
    <message>
        <location filename="../model/plan/PlanFields.cpp" line="453"/>
        <source>environment variables</source>
        <translation>Umgebungsvariablen</translation>
    </message>
    <message>
        <location filename="../model/plan/PlanFields.cpp" line="454"/>
        <source>timeout margin</source>
        <translation>Zeitlimit-Aufschlag</translation>
    </message>
    <message>
        <location filename="../model/plan/PlanFields.cpp" line="457"/>
        <source>quota headroom</source>
        <translation>Kontingentreserve</translation>
    </message>
    <message>
        <location filename="../model/plan/PlanFields.cpp" line="458"/>
        <source>compute target</source>
        <translation>Ausführungsziel</translation>
    </message>
    <message>
        <location filename="../model/plan/PlanFields.cpp" line="459"/>
        <source>launcher</source>
        <translation>Startprogramm</translation>
    </message>
    <message>
        <location filename="../model/plan/PlanFields.cpp" line="498"/>
        <source>parallel layout</source>
        <translation>paralleles Layout</translation>
    </message>
    <message>
        <location filename="../model/plan/PlanFields.cpp" line="499"/>
        <source>data region</source>
        <translation>Datenregion</translation>
    </message>
    <message>
        <location filename="../model/plan/PlanFields.cpp" line="500"/>
        <source>dataset size</source>
        <translation>Datensatzgröße</translation>
    </message>
    <message>
        <location filename="../model/plan/PlanFields.cpp" line="501"/>
        <source>transfer price</source>
        <translation>Übertragungspreis</translation>
    </message>
    <message>
        <location filename="../model/plan/PlanFields.cpp" line="502"/>
        <source>search</source>
        <translation>Suche</translation>
    </message>
    <message>
        <location filename="../model/plan/PlanFields.cpp" line="503"/>
        <source>searched sizes</source>
        <translation>durchsuchte Größen</translation>
    </message>
    <message>
        <location filename="../model/plan/PlanFields.cpp" line="504"/>
        <source>searched regions</source>
        <translation>durchsuchte Regionen</translation>
    </message>
    <message>
        <location filename="../model/plan/PlanFields.cpp" line="505"/>
        <source>searched tiers</source>
        <translation>durchsuchte Tarife</translation>
    </message>
    <message>
        <location filename="../model/plan/PlanFields.cpp" line="506"/>
        <source>searched strategies</source>
        <translation>durchsuchte Strategien</translation>
    </message>
    <message>
        <location filename="../model/plan/PlanFields.cpp" line="507"/>
        <source>most nodes searched</source>
        <translation>höchste durchsuchte Knotenzahl</translation>
    </message>
    <message>
        <location filename="../model/plan/PlanFields.cpp" line="508"/>
        <source>searched recomputation</source>
        <translation>durchsuchte Neuberechnung</translation>
    </message>
    <message>
        <location filename="../model/plan/PlanFields.cpp" line="509"/>
        <source>searched precisions</source>
        <translation>durchsuchte Genauigkeiten</translation>
    </message>
    <message>
        <location filename="../model/plan/PlanFields.cpp" line="510"/>
        <source>searched fine-tuning modes</source>
        <translation>durchsuchte Fine-Tuning-Arten</translation>
    </message>
    <message>
        <location filename="../model/plan/PlanFields.cpp" line="512"/>
        <source>beyond one placement group</source>
        <translation>über eine Platzierungsgruppe hinaus</translation>
    </message>
    <message>
        <location filename="../model/plan/PlanFields.cpp" line="514"/>
        <source>planner&apos;s global batch</source>
        <translation>globaler Batch des Planers</translation>
    </message>
    <message>
        <location filename="../model/plan/PlanFields.cpp" line="515"/>
        <source>searched training stacks</source>
        <translation>durchsuchte Trainings-Stacks</translation>
    </message>
    <message>
        <location filename="../model/plan/PlanFields.cpp" line="519"/>
        <source>virtual stages</source>
        <translation>virtuelle Stufen</translation>
    </message>
    <message>
        <location filename="../model/plan/PlanFields.cpp" line="521"/>
        <source>sequence parallelism</source>
        <translation>Sequenzparallelität</translation>
    </message>
    <message>
        <location filename="../model/plan/PlanFields.cpp" line="522"/>
        <source>expert parallelism</source>
        <translation>Expertenparallelität</translation>
    </message>
    <message>
        <location filename="../model/plan/PlanFields.cpp" line="531"/>
        <source>activation recomputation</source>
        <translation>Neuberechnung der Aktivierungen</translation>
    </message>
    <message>
        <location filename="../model/plan/PlanFields.cpp" line="532"/>
        <source>precision</source>
        <translation>Genauigkeit</translation>
    </message>
    <message>
        <location filename="../model/plan/PlanFields.cpp" line="542"/>
        <source>prefetch depth</source>
        <translation>Vorabruftiefe</translation>
    </message>
    <message>
        <location filename="../model/plan/PlanFields.cpp" line="544"/>
        <source>training stack</source>
        <translation>Trainings-Stack</translation>
    </message>
    <message>
        <location filename="../model/plan/PlanFields.cpp" line="545"/>
        <source>torch.compile</source>
        <translation>torch.compile</translation>
    </message>
    <message>
        <location filename="../model/plan/PlanFields.cpp" line="547"/>
        <source>tensor-parallel communication overlap</source>
        <translation>Überlappung der Tensor-parallelen Kommunikation</translation>
    </message>
    <message>
        <location filename="../model/plan/PlanFields.cpp" line="548"/>
        <source>file format</source>
        <translation>Dateiformat</translation>
    </message>
    <message>
        <location filename="../model/plan/PlanFields.cpp" line="549"/>
        <source>plan version</source>
        <translation>Planversion</translation>
    </message>
    <message>
        <location filename="../model/plan/PlanFields.cpp" line="550"/>
        <source>scaling</source>
        <translation>Skalierung</translation>
    </message>
    <message>
        <location filename="../model/plan/PlanFields.cpp" line="551"/>
        <source>failures and checkpoints</source>
        <translation>Ausfälle und Checkpoints</translation>
    </message>
    <message>
        <location filename="../model/plan/PlanFields.cpp" line="553"/>
        <source>checkpoint write bandwidth per node</source>
        <translation>Checkpoint-Schreibrate pro Knoten</translation>
    </message>
    <message>
        <location filename="../model/plan/PlanFields.cpp" line="555"/>
        <source>storage account ingress</source>
        <translation>Eingangsrate des Speicherkontos</translation>
    </message>
    <message>
        <location filename="../model/plan/PlanFields.cpp" line="557"/>
        <source>gradients in checkpoints</source>
        <translation>Gradienten in Checkpoints</translation>
    </message>
    <message>
        <location filename="../model/plan/PlanFields.cpp" line="460"/>
        <source>model</source>
        <translation>Modell</translation>
    </message>
    <message>
        <location filename="../model/plan/PlanFields.cpp" line="461"/>
        <source>model preset</source>
        <translation>Modellvorlage</translation>
    </message>
    <message>
        <location filename="../model/plan/PlanFields.cpp" line="462"/>
        <source>Hugging Face config</source>
        <translation>Hugging-Face-Konfiguration</translation>
    </message>
    <message>
        <location filename="../model/plan/PlanFields.cpp" line="463"/>
        <source>model architecture</source>
        <translation>Modellarchitektur</translation>
    </message>
    <message>
        <location filename="../model/plan/PlanFields.cpp" line="469"/>
        <source>key/value heads</source>
        <translation>Key/Value-Heads</translation>
    </message>
    <message>
        <location filename="../model/plan/PlanFields.cpp" line="471"/>
        <source>head dimension</source>
        <translation>Head-Dimension</translation>
    </message>
    <message>
        <location filename="../model/plan/PlanFields.cpp" line="474"/>
        <source>FFN width</source>
        <translation>FFN-Breite</translation>
    </message>
    <message>
        <location filename="../model/plan/PlanFields.cpp" line="475"/>
        <source>FFN kind</source>
        <translation>FFN-Art</translation>
    </message>
    <message>
        <location filename="../model/plan/PlanFields.cpp" line="477"/>
        <source>vocabulary size</source>
        <translation>Vokabulargröße</translation>
    </message>
    <message>
        <location filename="../model/plan/PlanFields.cpp" line="479"/>
        <source>tied embeddings</source>
        <translation>gekoppelte Embeddings</translation>
    </message>
    <message>
        <location filename="../model/plan/PlanFields.cpp" line="480"/>
        <source>QKV bias</source>
        <translation>QKV-Bias</translation>
    </message>
    <message>
        <location filename="../model/plan/PlanFields.cpp" line="482"/>
        <source>position embeddings</source>
        <translation>Positions-Embeddings</translation>
    </message>
    <message>
        <location filename="../model/plan/PlanFields.cpp" line="484"/>
        <source>context length</source>
        <translation>Kontextlänge</translation>
    </message>
    <message>
        <location filename="../model/plan/PlanFields.cpp" line="485"/>
        <source>experts</source>
        <translation>Experten</translation>
    </message>
    <message>
        <location filename="../model/plan/PlanFields.cpp" line="487"/>
        <source>experts per token</source>
        <translation>Experten je Token</translation>
    </message>
    <message>
        <location filename="../model/plan/PlanFields.cpp" line="489"/>
        <source>expert FFN width</source>
        <translation>FFN-Breite je Experte</translation>
    </message>
    <message>
        <location filename="../model/plan/PlanFields.cpp" line="491"/>
        <source>shared experts</source>
        <translation>gemeinsame Experten</translation>
    </message>
    <message>
        <location filename="../model/plan/PlanFields.cpp" line="492"/>
        <source>norm kind</source>
        <translation>Norm-Art</translation>
    </message>
    <message>
        <location filename="../model/plan/PlanFields.cpp" line="493"/>
        <source>linear biases</source>
        <translation>Biases der linearen Schichten</translation>
    </message>
    <message>
        <location filename="../model/plan/PlanFields.cpp" line="495"/>
        <source>norms per layer</source>
        <translation>Normen je Schicht</translation>
    </message>
    <message>
        <location filename="../model/plan/PlanFields.cpp" line="497"/>
        <source>shared expert gate</source>
        <translation>Gate des gemeinsamen Experten</translation>
    </message>
</context>
<context>
    <name>capplan::model::PortfolioField</name>
    <message>
        <location filename="../model/plan/PortfolioSpec.cpp" line="22"/>
        <source>portfolio name</source>
        <translation>Portfolioname</translation>
    </message>
    <message>
        <location filename="../model/plan/PortfolioSpec.cpp" line="24"/>
        <source>start of the quarter</source>
        <translation>Beginn des Quartals</translation>
    </message>
    <message>
        <location filename="../model/plan/PortfolioSpec.cpp" line="26"/>
        <source>shared budget</source>
        <translation>gemeinsames Budget</translation>
    </message>
    <message>
        <location filename="../model/plan/PortfolioSpec.cpp" line="28"/>
        <source>budget currency</source>
        <translation>Währung des Budgets</translation>
    </message>
    <message>
        <location filename="../model/plan/PortfolioSpec.cpp" line="30"/>
        <source>confidence of the schedule</source>
        <translation>Sicherheit des Zeitplans</translation>
    </message>
    <message>
        <location filename="../model/plan/PortfolioSpec.cpp" line="32"/>
        <source>preferred regions</source>
        <translation>bevorzugte Regionen</translation>
    </message>
    <message>
        <location filename="../model/plan/PortfolioSpec.cpp" line="34"/>
        <source>regions to avoid</source>
        <translation>zu meidende Regionen</translation>
    </message>
    <message>
        <location filename="../model/plan/PortfolioSpec.cpp" line="36"/>
        <source>runs</source>
        <translation>Läufe</translation>
    </message>
    <message>
        <location filename="../model/plan/PortfolioSpec.cpp" line="38"/>
        <source>run name</source>
        <translation>Name des Laufs</translation>
    </message>
    <message>
        <location filename="../model/plan/PortfolioSpec.cpp" line="40"/>
        <source>run&apos;s plan</source>
        <translation>Plan des Laufs</translation>
    </message>
    <message>
        <location filename="../model/plan/PortfolioSpec.cpp" line="42"/>
        <source>earliest start</source>
        <translation>frühester Start</translation>
    </message>
    <message>
        <location filename="../model/plan/PortfolioSpec.cpp" line="44"/>
        <source>run deadline</source>
        <translation>Frist des Laufs</translation>
    </message>
    <message>
        <location filename="../model/plan/PortfolioSpec.cpp" line="46"/>
        <source>priority</source>
        <translation>Priorität</translation>
    </message>
    <message>
        <location filename="../model/plan/PortfolioSpec.cpp" line="48"/>
        <source>standing cluster</source>
        <translation>stehender Cluster</translation>
    </message>
    <message>
        <location filename="../model/plan/PortfolioSpec.cpp" line="50"/>
        <source>where the run may move</source>
        <translation>wohin der Lauf ausweichen darf</translation>
    </message>
    <message>
        <location filename="../model/plan/PortfolioSpec.cpp" line="52"/>
        <source>assumed quota</source>
        <translation>angenommenes Kontingent</translation>
    </message>
    <message>
        <location filename="../model/plan/PortfolioSpec.cpp" line="54"/>
        <source>quota family</source>
        <translation>Kontingentfamilie</translation>
    </message>
    <message>
        <location filename="../model/plan/PortfolioSpec.cpp" line="56"/>
        <source>quota region</source>
        <translation>Kontingentregion</translation>
    </message>
    <message>
        <location filename="../model/plan/PortfolioSpec.cpp" line="58"/>
        <source>quota tier</source>
        <translation>Kontingenttarif</translation>
    </message>
    <message>
        <location filename="../model/plan/PortfolioSpec.cpp" line="60"/>
        <source>quota cores</source>
        <translation>Kontingentkerne</translation>
    </message>
</context>
<context>
    <name>capplan::model::SizeFact</name>
    <message>
        <location filename="../model/catalog/CatalogFields.cpp" line="22"/>
        <source>vCPUs</source>
        <translation>vCPUs</translation>
    </message>
    <message>
        <location filename="../model/catalog/CatalogFields.cpp" line="23"/>
        <source>Memory</source>
        <translation>Arbeitsspeicher</translation>
    </message>
    <message>
        <location filename="../model/catalog/CatalogFields.cpp" line="24"/>
        <source>GPU model</source>
        <translation>GPU-Modell</translation>
    </message>
    <message>
        <location filename="../model/catalog/CatalogFields.cpp" line="25"/>
        <source>GPUs</source>
        <translation>GPUs</translation>
    </message>
    <message>
        <location filename="../model/catalog/CatalogFields.cpp" line="26"/>
        <source>GPU memory</source>
        <translation>GPU-Speicher</translation>
    </message>
    <message>
        <location filename="../model/catalog/CatalogFields.cpp" line="29"/>
        <source>BF16 dense per GPU</source>
        <translation>BF16 dicht pro GPU</translation>
    </message>
    <message>
        <location filename="../model/catalog/CatalogFields.cpp" line="31"/>
        <source>InfiniBand per GPU</source>
        <translation>InfiniBand pro GPU</translation>
    </message>
    <message>
        <location filename="../model/catalog/CatalogFields.cpp" line="33"/>
        <source>Ethernet per VM</source>
        <translation>Ethernet pro VM</translation>
    </message>
    <message>
        <location filename="../model/catalog/CatalogFields.cpp" line="35"/>
        <source>NVLink per GPU</source>
        <translation>NVLink pro GPU</translation>
    </message>
    <message>
        <location filename="../model/catalog/CatalogFields.cpp" line="37"/>
        <source>Measured bus bandwidth</source>
        <translation>Gemessene Busbandbreite</translation>
    </message>
    <message>
        <location filename="../model/catalog/CatalogFields.cpp" line="39"/>
        <source>FP8 dense per GPU</source>
        <translation>FP8 dicht pro GPU</translation>
    </message>
    <message>
        <location filename="../model/catalog/CatalogFields.cpp" line="41"/>
        <source>NVLink domain</source>
        <translation>NVLink-Domäne</translation>
    </message>
    <message>
        <location filename="../model/catalog/CatalogFields.cpp" line="43"/>
        <source>GPU memory bandwidth</source>
        <translation>GPU-Speicherbandbreite</translation>
    </message>
    <message>
        <location filename="../model/catalog/CatalogFields.cpp" line="45"/>
        <source>Collective library</source>
        <translation>Kollektiv-Bibliothek</translation>
    </message>
    <message>
        <location filename="../model/catalog/CatalogFields.cpp" line="46"/>
        <source>Quota family</source>
        <translation>Kontingentfamilie</translation>
    </message>
    <message>
        <location filename="../model/catalog/CatalogFields.cpp" line="47"/>
        <source>Status</source>
        <translation>Status</translation>
    </message>
    <message>
        <location filename="../model/catalog/CatalogFields.cpp" line="49"/>
        <source>Retirement date</source>
        <translation>Einstellungsdatum</translation>
    </message>
</context>
<context>
    <name>capplan::views::CatalogChecks</name>
    <message>
        <location filename="../views/catalog/CatalogChecks.cpp" line="26"/>
        <source>%1: %2</source>
        <extracomment>a field&apos;s label and what is wrong with it, e.g. &quot;Price per hour: must be a positive number.&quot;</extracomment>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location filename="../views/catalog/CatalogChecks.cpp" line="57"/>
        <location filename="../views/catalog/CatalogChecks.cpp" line="61"/>
        <location filename="../views/catalog/CatalogChecks.cpp" line="90"/>
        <source>Size</source>
        <translation>VM-Größe</translation>
    </message>
    <message>
        <location filename="../views/catalog/CatalogChecks.cpp" line="57"/>
        <source>choose the size the price is for.</source>
        <translation>Wählen Sie die VM-Größe, für die der Preis gilt.</translation>
    </message>
    <message>
        <location filename="../views/catalog/CatalogChecks.cpp" line="61"/>
        <source>the catalog has no size &quot;%1&quot;; add the size first.</source>
        <translation>Der Katalog enthält keine VM-Größe „%1“; fügen Sie die VM-Größe zuerst hinzu.</translation>
    </message>
    <message>
        <location filename="../views/catalog/CatalogChecks.cpp" line="67"/>
        <location filename="../views/catalog/CatalogChecks.cpp" line="103"/>
        <source>Region</source>
        <translation>Region</translation>
    </message>
    <message>
        <location filename="../views/catalog/CatalogChecks.cpp" line="67"/>
        <location filename="../views/catalog/CatalogChecks.cpp" line="103"/>
        <source>enter an Azure region name such as eastus (lower-case letters and digits).</source>
        <translation>Geben Sie einen Azure-Regionsnamen wie eastus ein (Kleinbuchstaben und Ziffern).</translation>
    </message>
    <message>
        <location filename="../views/catalog/CatalogChecks.cpp" line="70"/>
        <location filename="../views/catalog/CatalogChecks.cpp" line="72"/>
        <source>Tier</source>
        <translation>Tarif</translation>
    </message>
    <message>
        <location filename="../views/catalog/CatalogChecks.cpp" line="70"/>
        <source>Spot prices are filed under low priority, whose quota they use.</source>
        <translation>Spot-Preise werden unter niedriger Priorität geführt, deren Kontingent sie nutzen.</translation>
    </message>
    <message>
        <location filename="../views/catalog/CatalogChecks.cpp" line="72"/>
        <source>reservations and savings plans are dedicated.</source>
        <translation>Reservierungen und Sparpläne sind dediziert.</translation>
    </message>
    <message>
        <location filename="../views/catalog/CatalogChecks.cpp" line="74"/>
        <location filename="../views/catalog/CatalogChecks.cpp" line="76"/>
        <source>Term</source>
        <translation>Vertragslaufzeit</translation>
    </message>
    <message>
        <location filename="../views/catalog/CatalogChecks.cpp" line="74"/>
        <source>reservations and savings plans run 1 or 3 years.</source>
        <translation>Reservierungen und Sparpläne laufen 1 oder 3 Jahre.</translation>
    </message>
    <message>
        <location filename="../views/catalog/CatalogChecks.cpp" line="76"/>
        <source>only reservations and savings plans have a term.</source>
        <translation>Nur Reservierungen und Sparpläne haben eine Vertragslaufzeit.</translation>
    </message>
    <message>
        <location filename="../views/catalog/CatalogChecks.cpp" line="78"/>
        <source>Currency</source>
        <translation>Währung</translation>
    </message>
    <message>
        <location filename="../views/catalog/CatalogChecks.cpp" line="78"/>
        <source>enter a three-letter code such as USD or EUR.</source>
        <translation>Geben Sie einen Code aus drei Buchstaben wie USD oder EUR ein.</translation>
    </message>
    <message>
        <location filename="../views/catalog/CatalogChecks.cpp" line="80"/>
        <location filename="../views/catalog/CatalogChecks.cpp" line="82"/>
        <location filename="../views/catalog/CatalogChecks.cpp" line="85"/>
        <source>Price per hour</source>
        <translation>Preis pro Stunde</translation>
    </message>
    <message>
        <location filename="../views/catalog/CatalogChecks.cpp" line="41"/>
        <location filename="../views/catalog/CatalogChecks.cpp" line="80"/>
        <source>must be a finite number.</source>
        <translation>muss eine endliche Zahl sein.</translation>
    </message>
    <message>
        <location filename="../views/catalog/CatalogChecks.cpp" line="85"/>
        <source>must be a positive number (got %1).</source>
        <translation>muss eine positive Zahl sein (ist %1).</translation>
    </message>
    <message>
        <location filename="../views/catalog/CatalogChecks.cpp" line="83"/>
        <source>%1 is implausibly large.</source>
        <translation>%1 ist unplausibel groß.</translation>
    </message>
    <message>
        <location filename="../views/catalog/CatalogChecks.cpp" line="90"/>
        <source>the catalog has this price already (same size, region, tier, kind and term); edit that one.</source>
        <translation>Der Katalog enthält diesen Preis bereits (gleiche VM-Größe, Region, Tarif, Preisart und Vertragslaufzeit); bearbeiten Sie stattdessen diesen Eintrag.</translation>
    </message>
    <message>
        <location filename="../views/catalog/CatalogChecks.cpp" line="106"/>
        <location filename="../views/catalog/CatalogChecks.cpp" line="121"/>
        <source>Family</source>
        <translation>Familie</translation>
    </message>
    <message>
        <location filename="../views/catalog/CatalogChecks.cpp" line="106"/>
        <source>enter the VM family as Azure prints it, e.g. standardNDSH100v5Family.</source>
        <translation>Geben Sie die VM-Familie so ein, wie Azure sie ausgibt, z. B. standardNDSH100v5Family.</translation>
    </message>
    <message>
        <location filename="../views/catalog/CatalogChecks.cpp" line="109"/>
        <source>In use</source>
        <translation>Genutzt</translation>
    </message>
    <message>
        <location filename="../views/catalog/CatalogChecks.cpp" line="45"/>
        <location filename="../views/catalog/CatalogChecks.cpp" line="109"/>
        <source>must not be negative (got %1).</source>
        <translation>darf nicht negativ sein (ist %1).</translation>
    </message>
    <message>
        <location filename="../views/catalog/CatalogChecks.cpp" line="47"/>
        <source>must be at most %1 (got %2).</source>
        <translation>darf höchstens %1 sein (ist %2).</translation>
    </message>
    <message>
        <location filename="../views/catalog/CatalogChecks.cpp" line="111"/>
        <source>Limit</source>
        <translation>Limit</translation>
    </message>
    <message>
        <location filename="../views/catalog/CatalogChecks.cpp" line="112"/>
        <source>must be -1 (no limit of its own) or more (got %1).</source>
        <translation>muss -1 (kein eigenes Limit) oder größer sein (ist %1).</translation>
    </message>
    <message>
        <location filename="../views/catalog/CatalogChecks.cpp" line="121"/>
        <source>Counter</source>
        <translation>Zähler</translation>
    </message>
    <message>
        <location filename="../views/catalog/CatalogChecks.cpp" line="122"/>
        <source>the catalog has this counter already for the region and tier; edit that one.</source>
        <translation>Der Katalog enthält diesen Zähler für die Region und den Tarif bereits; bearbeiten Sie stattdessen diesen Eintrag.</translation>
    </message>
    <message>
        <location filename="../views/catalog/CatalogChecks.cpp" line="135"/>
        <location filename="../views/catalog/CatalogChecks.cpp" line="139"/>
        <location filename="../views/catalog/CatalogChecks.cpp" line="143"/>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <location filename="../views/catalog/CatalogChecks.cpp" line="135"/>
        <source>enter the ARM size name, e.g. Standard_ND96isr_H100_v5.</source>
        <translation>Geben Sie den ARM-Namen der VM-Größe ein, z. B. Standard_ND96isr_H100_v5.</translation>
    </message>
    <message>
        <location filename="../views/catalog/CatalogChecks.cpp" line="139"/>
        <source>ARM size names have no spaces (Standard_ND96isr_H100_v5).</source>
        <translation>ARM-Namen von VM-Größen enthalten keine Leerzeichen (Standard_ND96isr_H100_v5).</translation>
    </message>
    <message>
        <location filename="../views/catalog/CatalogChecks.cpp" line="143"/>
        <source>the catalog has a size &quot;%1&quot; already; edit that one.</source>
        <translation>Der Katalog enthält bereits eine VM-Größe „%1“; bearbeiten Sie stattdessen diese.</translation>
    </message>
    <message>
        <location filename="../views/catalog/CatalogChecks.cpp" line="154"/>
        <source>GPUs per VM</source>
        <translation>GPUs pro VM</translation>
    </message>
    <message>
        <location filename="../views/catalog/CatalogChecks.cpp" line="155"/>
        <source>GPU memory</source>
        <translation>GPU-Speicher</translation>
    </message>
    <message>
        <location filename="../views/catalog/CatalogChecks.cpp" line="156"/>
        <source>vCPUs</source>
        <translation>vCPUs</translation>
    </message>
    <message>
        <location filename="../views/catalog/CatalogChecks.cpp" line="157"/>
        <source>RAM</source>
        <translation>RAM</translation>
    </message>
    <message>
        <location filename="../views/catalog/CatalogChecks.cpp" line="158"/>
        <source>BF16 TFLOP/s per GPU</source>
        <translation>BF16-TFLOP/s pro GPU</translation>
    </message>
    <message>
        <location filename="../views/catalog/CatalogChecks.cpp" line="159"/>
        <source>InfiniBand</source>
        <translation>InfiniBand</translation>
    </message>
    <message>
        <location filename="../views/catalog/CatalogChecks.cpp" line="160"/>
        <source>Ethernet</source>
        <translation>Ethernet</translation>
    </message>
    <message>
        <location filename="../views/catalog/CatalogChecks.cpp" line="161"/>
        <source>NVLink</source>
        <translation>NVLink</translation>
    </message>
    <message>
        <location filename="../views/catalog/CatalogChecks.cpp" line="162"/>
        <source>Measured bus bandwidth</source>
        <translation>Gemessene Busbandbreite</translation>
    </message>
    <message>
        <location filename="../views/catalog/CatalogChecks.cpp" line="43"/>
        <source>must be greater than zero (got %1).</source>
        <translation>muss größer als null sein (ist %1).</translation>
    </message>
    <message>
        <location filename="../views/catalog/CatalogChecks.cpp" line="150"/>
        <source>Retirement date</source>
        <translation>Einstellungsdatum</translation>
    </message>
    <message>
        <location filename="../views/catalog/CatalogChecks.cpp" line="150"/>
        <source>enter a date as yyyy-mm-dd, or nothing.</source>
        <translation>Geben Sie ein Datum im Format JJJJ-MM-TT ein oder lassen Sie das Feld leer.</translation>
    </message>
</context>
<context>
    <name>capplan::views::CatalogEditor</name>
    <message>
        <location filename="../views/catalog/CatalogEditors.cpp" line="76"/>
        <source>Verified: c&amp;hecked against its source</source>
        <translation>&amp;Geprüft: mit der Quelle abgeglichen</translation>
    </message>
    <message>
        <location filename="../views/catalog/CatalogEditors.cpp" line="90"/>
        <source>S&amp;ource:</source>
        <translation>&amp;Quelle:</translation>
    </message>
    <message>
        <location filename="../views/catalog/CatalogEditors.cpp" line="92"/>
        <source>Values you change are dated today and carry this source.</source>
        <translation>Geänderte Werte erhalten das heutige Datum und diese Quelle.</translation>
    </message>
</context>
<context>
    <name>capplan::views::CatalogTableModel</name>
    <message>
        <location filename="../views/catalog/CatalogModels.cpp" line="68"/>
        <source>unknown</source>
        <translation>unbekannt</translation>
    </message>
    <message>
        <location filename="../views/catalog/CatalogModels.cpp" line="136"/>
        <source>edited</source>
        <translation>bearbeitet</translation>
    </message>
    <message>
        <location filename="../views/catalog/CatalogModels.cpp" line="139"/>
        <source>imported</source>
        <translation>importiert</translation>
    </message>
    <message>
        <location filename="../views/catalog/CatalogModels.cpp" line="141"/>
        <source>shipped</source>
        <translation>mitgeliefert</translation>
    </message>
    <message>
        <location filename="../views/catalog/CatalogModels.cpp" line="184"/>
        <source>Unverified: nobody has confirmed this value against its source.</source>
        <translation>Ungeprüft: Niemand hat diesen Wert mit seiner Quelle abgeglichen.</translation>
    </message>
    <message>
        <location filename="../views/catalog/CatalogModels.cpp" line="191"/>
        <source>Stale: last confirmed 1 day ago, more than the %1 days allowed.</source>
        <translation>Veraltet: zuletzt vor 1 Tag bestätigt; erlaubt sind %1 Tage.</translation>
    </message>
    <message>
        <location filename="../views/catalog/CatalogModels.cpp" line="192"/>
        <source>Stale: last confirmed %1 days ago, more than the %2 days allowed.</source>
        <translation>Veraltet: zuletzt vor %1 Tagen bestätigt; erlaubt sind %2 Tage.</translation>
    </message>
    <message>
        <location filename="../views/catalog/CatalogModels.cpp" line="197"/>
        <source>Stale: its age is unknown (no valid as-of date).</source>
        <translation>Veraltet: Das Alter des Werts ist unbekannt (kein gültiges Stand-Datum).</translation>
    </message>
    <message>
        <location filename="../views/catalog/CatalogModels.cpp" line="200"/>
        <source>Source: %1</source>
        <translation>Quelle: %1</translation>
    </message>
    <message>
        <location filename="../views/catalog/CatalogModels.cpp" line="200"/>
        <source>none given</source>
        <translation>keine angegeben</translation>
    </message>
    <message>
        <location filename="../views/catalog/CatalogModels.cpp" line="202"/>
        <source>As of: %1</source>
        <translation>Stand: %1</translation>
    </message>
    <message>
        <location filename="../views/catalog/CatalogModels.cpp" line="204"/>
        <source>The source gives no day: the date is the month it was dated to by its content, and its age is counted from the first of that month.</source>
        <translation>Die Quelle nennt keinen Tag: Das Datum ist der Monat, auf den sie nach ihrem Inhalt datiert wurde, und ihr Alter wird ab dem Ersten dieses Monats gezählt.</translation>
    </message>
    <message>
        <location filename="../views/catalog/CatalogModels.cpp" line="209"/>
        <source>Imported: %1</source>
        <translation>Importiert: %1</translation>
    </message>
    <message>
        <location filename="../views/catalog/CatalogModels.cpp" line="212"/>
        <source>Effective from: %1</source>
        <translation>Gültig ab: %1</translation>
    </message>
</context>
<context>
    <name>capplan::views::CatalogWindow</name>
    <message>
        <location filename="../views/catalog/CatalogWindow.cpp" line="314"/>
        <source>Catalog — %1</source>
        <translation>Katalog — %1</translation>
    </message>
    <message>
        <location filename="../views/catalog/CatalogWindow.cpp" line="315"/>
        <source>Catalog</source>
        <translation>Katalog</translation>
    </message>
    <message>
        <location filename="../views/catalog/CatalogWindow.cpp" line="316"/>
        <source>&amp;Sizes</source>
        <translation>&amp;VM-Größen</translation>
    </message>
    <message>
        <location filename="../views/catalog/CatalogWindow.cpp" line="317"/>
        <source>&amp;Prices</source>
        <translation>&amp;Preise</translation>
    </message>
    <message>
        <location filename="../views/catalog/CatalogWindow.cpp" line="318"/>
        <source>&amp;Quota</source>
        <translation>K&amp;ontingente</translation>
    </message>
    <message>
        <location filename="../views/catalog/CatalogWindow.cpp" line="319"/>
        <source>&amp;Data transfer</source>
        <translation>&amp;Datentransfer</translation>
    </message>
    <message>
        <location filename="../views/catalog/CatalogWindow.cpp" line="320"/>
        <source>What copying data from one region to another costs per GB, tier by tier; a plan&apos;s dataset copy and the Best plans search use it. Import an Azure Retail Prices page of serviceName “Bandwidth” (Import…, or capacity-planner-cli import prices FILE) to add or refresh these rows; an import replaces a region&apos;s tiers.</source>
        <translation>Was das Kopieren von Daten von einer Region in eine andere pro GB kostet, Staffel für Staffel; die Kopie des Datensatzes eines Plans und die Suche nach den besten Plänen verwenden es. Importieren Sie eine Seite der Azure Retail Prices mit serviceName „Bandwidth“ (Importieren… oder capacity-planner-cli import prices DATEI), um diese Zeilen hinzuzufügen oder zu aktualisieren; ein Import ersetzt die Staffeln einer Region.</translation>
    </message>
    <message>
        <location filename="../views/catalog/CatalogWindow.cpp" line="325"/>
        <source>&amp;Filter:</source>
        <translation>&amp;Filter:</translation>
    </message>
    <message>
        <location filename="../views/catalog/CatalogWindow.cpp" line="326"/>
        <source>Text in any column, e.g. H100 or eastus</source>
        <translation>Text in einer beliebigen Spalte, z. B. H100 oder eastus</translation>
    </message>
    <message>
        <location filename="../views/catalog/CatalogWindow.cpp" line="328"/>
        <source>Mark values as stale &amp;after:</source>
        <translation>Werte als veraltet markieren &amp;nach:</translation>
    </message>
    <message>
        <location filename="../views/catalog/CatalogWindow.cpp" line="329"/>
        <source>&amp;GPU model:</source>
        <translation>&amp;GPU-Modell:</translation>
    </message>
    <message>
        <location filename="../views/catalog/CatalogWindow.cpp" line="331"/>
        <location filename="../views/catalog/CatalogWindow.cpp" line="429"/>
        <source>All GPU models</source>
        <translation>Alle GPU-Modelle</translation>
    </message>
    <message>
        <location filename="../views/catalog/CatalogWindow.cpp" line="333"/>
        <source> days</source>
        <translation> Tagen</translation>
    </message>
    <message>
        <location filename="../views/catalog/CatalogWindow.cpp" line="334"/>
        <source>A value whose as-of date is older than this is marked stale.</source>
        <translation>Ein Wert, dessen Stand-Datum älter ist, wird als veraltet markiert.</translation>
    </message>
    <message>
        <location filename="../views/catalog/CatalogWindow.cpp" line="335"/>
        <source>&amp;Catalog</source>
        <translation>&amp;Katalog</translation>
    </message>
    <message>
        <location filename="../views/catalog/CatalogWindow.cpp" line="336"/>
        <source>&amp;Edit</source>
        <translation>&amp;Bearbeiten</translation>
    </message>
    <message>
        <location filename="../views/catalog/CatalogWindow.cpp" line="337"/>
        <source>&amp;Add…</source>
        <translation>&amp;Hinzufügen…</translation>
    </message>
    <message>
        <location filename="../views/catalog/CatalogWindow.cpp" line="338"/>
        <source>&amp;Edit…</source>
        <translation>&amp;Bearbeiten…</translation>
    </message>
    <message>
        <location filename="../views/catalog/CatalogWindow.cpp" line="339"/>
        <source>&amp;Remove</source>
        <translation>&amp;Entfernen</translation>
    </message>
    <message>
        <location filename="../views/catalog/CatalogWindow.cpp" line="340"/>
        <source>Reset to &amp;Shipped Default</source>
        <translation>Auf mitgelieferten &amp;Standardwert zurücksetzen</translation>
    </message>
    <message>
        <location filename="../views/catalog/CatalogWindow.cpp" line="341"/>
        <source>Put the selected value (for a size: the selected fact; every fact when its name is selected) back to the value the application ships with</source>
        <translation>Den ausgewählten Wert (bei einer VM-Größe: das ausgewählte Merkmal; alle Merkmale, wenn ihr Name ausgewählt ist) auf den Wert zurücksetzen, der mit der Anwendung ausgeliefert wird</translation>
    </message>
    <message>
        <location filename="../views/catalog/CatalogWindow.cpp" line="343"/>
        <source>&amp;Import…</source>
        <translation>&amp;Importieren…</translation>
    </message>
    <message>
        <location filename="../views/catalog/CatalogWindow.cpp" line="344"/>
        <source>E&amp;xport…</source>
        <translation>E&amp;xportieren…</translation>
    </message>
    <message>
        <location filename="../views/catalog/CatalogWindow.cpp" line="345"/>
        <source>&amp;Close</source>
        <translation>&amp;Schließen</translation>
    </message>
    <message>
        <location filename="../views/catalog/CatalogWindow.cpp" line="355"/>
        <source>%1 unverified &amp;nbsp; %2 stale &amp;nbsp; (hover a value for its source and dates)</source>
        <translation>%1 ungeprüft &amp;nbsp; %2 veraltet &amp;nbsp; (Mauszeiger auf einen Wert halten, um Quelle und Daten zu sehen)</translation>
    </message>
    <message>
        <location filename="../views/catalog/CatalogWindow.cpp" line="385"/>
        <source>&amp;Undo</source>
        <translation>&amp;Rückgängig</translation>
    </message>
    <message>
        <location filename="../views/catalog/CatalogWindow.cpp" line="385"/>
        <source>&amp;Undo %1</source>
        <translation>&amp;Rückgängig: %1</translation>
    </message>
    <message>
        <location filename="../views/catalog/CatalogWindow.cpp" line="386"/>
        <source>&amp;Redo</source>
        <translation>&amp;Wiederherstellen</translation>
    </message>
    <message>
        <location filename="../views/catalog/CatalogWindow.cpp" line="386"/>
        <source>&amp;Redo %1</source>
        <translation>&amp;Wiederherstellen: %1</translation>
    </message>
    <message>
        <location filename="../views/catalog/CatalogWindow.cpp" line="388"/>
        <source>Undo</source>
        <translation>Rückgängig</translation>
    </message>
    <message>
        <location filename="../views/catalog/CatalogWindow.cpp" line="389"/>
        <source>Redo</source>
        <translation>Wiederherstellen</translation>
    </message>
    <message>
        <location filename="../views/catalog/CatalogWindow.cpp" line="471"/>
        <source>%1 of %2 prices are older than %3 days, the oldest dated %4: they come from a dated public snapshot or an earlier import and may no longer be what Azure charges. Refresh them with Import… and the Azure Retail Prices API&apos;s pages for your regions (on the command line: capacity-planner-cli import prices FILE).</source>
        <extracomment>%1 stale prices of %2, %3 days, %4 the oldest price&apos;s date (&quot;about 2023-12&quot;)</extracomment>
        <translation>%1 von %2 Preisen sind älter als %3 Tage, der älteste mit Stand %4: Sie stammen aus einem datierten öffentlichen Schnappschuss oder einem früheren Import und entsprechen vielleicht nicht mehr dem, was Azure berechnet. Aktualisieren Sie sie mit Importieren… und den Seiten der Azure Retail Prices API für Ihre Regionen (auf der Kommandozeile: capacity-planner-cli import prices DATEI).</translation>
    </message>
    <message>
        <location filename="../views/catalog/CatalogWindow.cpp" line="478"/>
        <source>unknown</source>
        <translation>unbekannt</translation>
    </message>
    <message>
        <location filename="../views/catalog/CatalogWindow.cpp" line="498"/>
        <location filename="../views/catalog/CatalogWindow.cpp" line="546"/>
        <source>The catalog cannot be read: %1</source>
        <translation>Der Katalog kann nicht gelesen werden: %1</translation>
    </message>
    <message>
        <location filename="../views/catalog/CatalogWindow.cpp" line="576"/>
        <source>1 row</source>
        <translation>1 Zeile</translation>
    </message>
    <message>
        <location filename="../views/catalog/CatalogWindow.cpp" line="576"/>
        <source>%1 rows</source>
        <translation>%1 Zeilen</translation>
    </message>
    <message>
        <location filename="../views/catalog/CatalogWindow.cpp" line="577"/>
        <source>%1 of %2 rows</source>
        <translation>%1 von %2 Zeilen</translation>
    </message>
    <message>
        <location filename="../views/catalog/CatalogWindow.cpp" line="599"/>
        <source>%1 sizes, %2 prices, %3 quota counters; %4 values unverified, %5 stale</source>
        <translation>%1 VM-Größen, %2 Preise, %3 Kontingentzähler; %4 Werte ungeprüft, %5 veraltet</translation>
    </message>
    <message>
        <location filename="../views/catalog/CatalogWindow.cpp" line="704"/>
        <source>There is no catalog to change.</source>
        <translation>Es gibt keinen Katalog, der geändert werden kann.</translation>
    </message>
    <message>
        <location filename="../views/catalog/CatalogWindow.cpp" line="710"/>
        <source>The catalog did not take the change: %1</source>
        <translation>Der Katalog hat die Änderung nicht übernommen: %1</translation>
    </message>
    <message>
        <location filename="../views/catalog/CatalogWindow.cpp" line="729"/>
        <source>The catalog could not take the step back or forward: %1</source>
        <translation>Der Katalog konnte den Schritt weder rückgängig machen noch wiederherstellen: %1</translation>
    </message>
    <message>
        <location filename="../views/catalog/CatalogWindow.cpp" line="747"/>
        <source>edit price of %1</source>
        <translation>Preis von %1 bearbeiten</translation>
    </message>
    <message>
        <location filename="../views/catalog/CatalogWindow.cpp" line="747"/>
        <source>add price of %1</source>
        <translation>Preis für %1 hinzufügen</translation>
    </message>
    <message>
        <location filename="../views/catalog/CatalogWindow.cpp" line="758"/>
        <source>remove price of %1</source>
        <translation>Preis von %1 entfernen</translation>
    </message>
    <message>
        <location filename="../views/catalog/CatalogWindow.cpp" line="774"/>
        <source>edit quota of %1</source>
        <translation>Kontingent von %1 bearbeiten</translation>
    </message>
    <message>
        <location filename="../views/catalog/CatalogWindow.cpp" line="774"/>
        <source>add quota of %1</source>
        <translation>Kontingent für %1 hinzufügen</translation>
    </message>
    <message>
        <location filename="../views/catalog/CatalogWindow.cpp" line="785"/>
        <source>remove quota of %1 %2</source>
        <translation>Kontingent von %1 %2 entfernen</translation>
    </message>
    <message>
        <location filename="../views/catalog/CatalogWindow.cpp" line="797"/>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <location filename="../views/catalog/CatalogWindow.cpp" line="797"/>
        <source>a size keeps its name; add a new size instead.</source>
        <translation>Eine VM-Größe behält ihren Namen; fügen Sie stattdessen eine neue VM-Größe hinzu.</translation>
    </message>
    <message>
        <location filename="../views/catalog/CatalogWindow.cpp" line="804"/>
        <source>edit size %1</source>
        <translation>VM-Größe %1 bearbeiten</translation>
    </message>
    <message>
        <location filename="../views/catalog/CatalogWindow.cpp" line="804"/>
        <source>add size %1</source>
        <translation>VM-Größe %1 hinzufügen</translation>
    </message>
    <message>
        <location filename="../views/catalog/CatalogWindow.cpp" line="815"/>
        <source>The catalog has no size &quot;%1&quot;.</source>
        <translation>Der Katalog enthält keine VM-Größe „%1“.</translation>
    </message>
    <message>
        <location filename="../views/catalog/CatalogWindow.cpp" line="819"/>
        <source>remove size %1</source>
        <translation>VM-Größe %1 entfernen</translation>
    </message>
    <message>
        <location filename="../views/catalog/CatalogWindow.cpp" line="827"/>
        <source>&quot;%1&quot; is not in the shipped catalog, so it has no default.</source>
        <translation>„%1“ ist nicht im mitgelieferten Katalog enthalten und hat daher keinen Standardwert.</translation>
    </message>
    <message>
        <location filename="../views/catalog/CatalogWindow.cpp" line="843"/>
        <source>reset %1 of %2</source>
        <translation>%1 von %2 zurücksetzen</translation>
    </message>
    <message>
        <location filename="../views/catalog/CatalogWindow.cpp" line="844"/>
        <source>reset %1</source>
        <translation>%1 zurücksetzen</translation>
    </message>
    <message>
        <location filename="../views/catalog/CatalogWindow.cpp" line="851"/>
        <source>The shipped catalog has no such price for %1, so it has no default.</source>
        <translation>Der mitgelieferte Katalog enthält keinen solchen Preis für %1 und hat daher keinen Standardwert.</translation>
    </message>
    <message>
        <location filename="../views/catalog/CatalogWindow.cpp" line="855"/>
        <source>reset price of %1</source>
        <translation>Preis von %1 zurücksetzen</translation>
    </message>
    <message>
        <location filename="../views/catalog/CatalogWindow.cpp" line="991"/>
        <source>The catalog cannot be exported: %1</source>
        <translation>Der Katalog kann nicht exportiert werden: %1</translation>
    </message>
    <message>
        <location filename="../views/catalog/CatalogWindow.cpp" line="997"/>
        <source>Cannot write %1: %2</source>
        <translation>%1 kann nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <location filename="../views/catalog/CatalogWindow.cpp" line="1001"/>
        <source>Catalog exported to %1</source>
        <translation>Katalog nach %1 exportiert</translation>
    </message>
    <message>
        <location filename="../views/catalog/CatalogWindow.cpp" line="1010"/>
        <source>Export Catalog</source>
        <translation>Katalog exportieren</translation>
    </message>
    <message>
        <location filename="../views/catalog/CatalogWindow.cpp" line="1010"/>
        <source>Catalog JSON (*.json);;All files (*)</source>
        <translation>Katalog-JSON (*.json);;Alle Dateien (*)</translation>
    </message>
    <message>
        <location filename="../views/catalog/CatalogWindow.cpp" line="1042"/>
        <source>import %1</source>
        <translation>%1 importieren</translation>
    </message>
</context>
<context>
    <name>capplan::views::ChartExport</name>
    <message>
        <location filename="../views/widgets/ChartExport.cpp" line="68"/>
        <source>Save Chart As…</source>
        <translation>Diagramm speichern unter…</translation>
    </message>
    <message>
        <location filename="../views/widgets/ChartExport.cpp" line="72"/>
        <source>PNG image (*.png)</source>
        <translation>PNG-Bild (*.png)</translation>
    </message>
    <message>
        <location filename="../views/widgets/ChartExport.cpp" line="73"/>
        <source>SVG drawing (*.svg)</source>
        <translation>SVG-Zeichnung (*.svg)</translation>
    </message>
    <message>
        <location filename="../views/widgets/ChartExport.cpp" line="74"/>
        <source>PDF document (*.pdf)</source>
        <translation>PDF-Dokument (*.pdf)</translation>
    </message>
    <message>
        <location filename="../views/widgets/ChartExport.cpp" line="77"/>
        <source>Save Chart</source>
        <translation>Diagramm speichern</translation>
    </message>
    <message>
        <location filename="../views/widgets/ChartExport.cpp" line="87"/>
        <source>Cannot Save Chart</source>
        <translation>Diagramm kann nicht gespeichert werden</translation>
    </message>
    <message>
        <location filename="../views/widgets/ChartExport.cpp" line="88"/>
        <source>The chart could not be written to %1.</source>
        <translation>Das Diagramm konnte nicht nach %1 geschrieben werden.</translation>
    </message>
</context>
<context>
    <name>capplan::views::CollapsibleSection</name>
    <message>
        <location filename="../views/widgets/CollapsibleSection.cpp" line="105"/>
        <source>%1 — %2</source>
        <extracomment>a folded section of the inputs panel: its title and what it holds, e.g. &quot;Model — Llama 3.1 70B&quot;</extracomment>
        <translation>%1 — %2</translation>
    </message>
</context>
<context>
    <name>capplan::views::CompareSizesPanel</name>
    <message>
        <location filename="../views/tabs/CompareSizesPanel.cpp" line="94"/>
        <source>(none)</source>
        <translation>(keine)</translation>
    </message>
    <message>
        <location filename="../views/tabs/CompareSizesPanel.cpp" line="96"/>
        <source>%1 (%2 × %3)</source>
        <translation>%1 (%2 × %3)</translation>
    </message>
    <message>
        <location filename="../views/tabs/CompareSizesPanel.cpp" line="142"/>
        <source>The plan&apos;s size</source>
        <translation>Die Größe des Plans</translation>
    </message>
    <message>
        <location filename="../views/tabs/CompareSizesPanel.cpp" line="157"/>
        <source>%1 (yours)</source>
        <translation>%1 (Ihr Preis)</translation>
    </message>
    <message>
        <location filename="../views/tabs/CompareSizesPanel.cpp" line="164"/>
        <source>1 node</source>
        <translation>1 Knoten</translation>
    </message>
    <message>
        <location filename="../views/tabs/CompareSizesPanel.cpp" line="164"/>
        <source>%1 nodes</source>
        <translation>%1 Knoten</translation>
    </message>
    <message>
        <location filename="../views/tabs/CompareSizesPanel.cpp" line="166"/>
        <source>none (fastest: %1)</source>
        <translation>keine (am schnellsten: %1)</translation>
    </message>
    <message>
        <location filename="../views/tabs/CompareSizesPanel.cpp" line="172"/>
        <source>not checked</source>
        <translation>nicht geprüft</translation>
    </message>
    <message>
        <location filename="../views/tabs/CompareSizesPanel.cpp" line="172"/>
        <source>yes</source>
        <translation>ja</translation>
    </message>
    <message>
        <location filename="../views/tabs/CompareSizesPanel.cpp" line="172"/>
        <source>no</source>
        <translation>nein</translation>
    </message>
    <message>
        <location filename="../views/tabs/CompareSizesPanel.cpp" line="178"/>
        <source>Priced in %1: the catalog has no price in %2.</source>
        <translation>Preis aus %1: Der Katalog hat keinen Preis in %2.</translation>
    </message>
    <message>
        <location filename="../views/tabs/CompareSizesPanel.cpp" line="181"/>
        <source>The measured tokens/s per GPU is the plan&apos;s GPU&apos;s; measure this size or use the MFU form.</source>
        <translation>Die gemessenen Token/s je GPU gelten für die GPU des Plans; messen Sie auf dieser Größe oder nutzen Sie die MFU-Form.</translation>
    </message>
    <message>
        <location filename="../views/tabs/CompareSizesPanel.cpp" line="184"/>
        <source>GPU-hours count hours of the plan&apos;s GPU, so this size looks the same; describe the work as tokens and MFU to compare GPUs.</source>
        <translation>GPU-Stunden zählen Stunden der GPU des Plans, daher sieht diese Größe gleich aus; beschreiben Sie die Arbeit als Token und MFU, um GPUs zu vergleichen.</translation>
    </message>
    <message>
        <location filename="../views/tabs/CompareSizesPanel.cpp" line="204"/>
        <source>The plan&apos;s workload on its own size and up to two more, each at its catalog price (your price stays with your size) and in a region that prices it.</source>
        <translation>Die Arbeitslast des Plans auf seiner eigenen Größe und bis zu zwei weiteren, jeweils zum Katalogpreis (Ihr Preis gilt nur für Ihre Größe) und in einer Region mit Preis.</translation>
    </message>
    <message>
        <location filename="../views/tabs/CompareSizesPanel.cpp" line="206"/>
        <source>Compare with:</source>
        <translation>Vergleichen mit:</translation>
    </message>
    <message>
        <location filename="../views/tabs/CompareSizesPanel.cpp" line="207"/>
        <source>Size</source>
        <translation>Größe</translation>
    </message>
    <message>
        <location filename="../views/tabs/CompareSizesPanel.cpp" line="207"/>
        <source>Region</source>
        <translation>Region</translation>
    </message>
    <message>
        <location filename="../views/tabs/CompareSizesPanel.cpp" line="207"/>
        <source>Price / node-h</source>
        <translation>Preis / Knoten-h</translation>
    </message>
    <message>
        <location filename="../views/tabs/CompareSizesPanel.cpp" line="207"/>
        <source>Recommended</source>
        <translation>Empfohlen</translation>
    </message>
    <message>
        <location filename="../views/tabs/CompareSizesPanel.cpp" line="208"/>
        <source>Wall clock</source>
        <translation>Laufzeit</translation>
    </message>
    <message>
        <location filename="../views/tabs/CompareSizesPanel.cpp" line="208"/>
        <source>Cost</source>
        <translation>Kosten</translation>
    </message>
    <message>
        <location filename="../views/tabs/CompareSizesPanel.cpp" line="208"/>
        <source>Fits</source>
        <translation>Passt</translation>
    </message>
    <message>
        <location filename="../views/tabs/CompareSizesPanel.cpp" line="208"/>
        <source>Note</source>
        <translation>Hinweis</translation>
    </message>
</context>
<context>
    <name>capplan::views::DataInputs</name>
    <message>
        <location filename="../views/inputs/DataInputs.cpp" line="125"/>
        <source>%1 (not in the catalog)</source>
        <translation>%1 (nicht im Katalog)</translation>
    </message>
    <message>
        <location filename="../views/inputs/DataInputs.cpp" line="127"/>
        <location filename="../views/inputs/DataInputs.cpp" line="238"/>
        <source>None given</source>
        <translation>Nicht angegeben</translation>
    </message>
    <message>
        <location filename="../views/inputs/DataInputs.cpp" line="150"/>
        <source> per GB</source>
        <translation> pro GB</translation>
    </message>
    <message>
        <location filename="../views/inputs/DataInputs.cpp" line="155"/>
        <source>Name the region the training data is in: a plan that runs elsewhere pays its one-time copy, and the search weighs it between regions.</source>
        <translation>Geben Sie die Region an, in der die Trainingsdaten liegen: Ein Plan, der anderswo läuft, bezahlt ihre einmalige Kopie, und die Suche wägt sie zwischen Regionen ab.</translation>
    </message>
    <message>
        <location filename="../views/inputs/DataInputs.cpp" line="158"/>
        <source>Give the dataset&apos;s size to price its copy to another region.</source>
        <translation>Geben Sie die Größe des Datensatzes an, um seine Kopie in eine andere Region zu bepreisen.</translation>
    </message>
    <message>
        <location filename="../views/inputs/DataInputs.cpp" line="160"/>
        <source>The plan runs in %1, where the data is: no copy.</source>
        <translation>Der Plan läuft in %1, wo die Daten liegen: keine Kopie.</translation>
    </message>
    <message>
        <location filename="../views/inputs/DataInputs.cpp" line="162"/>
        <source>The catalog has no price in %1 for data sent out of %2: import an Azure Retail Prices “Bandwidth” page into the catalog, or enter your own price. Until then the copy is not in the cost.</source>
        <translation>Der Katalog hat keinen Preis in %1 für Daten, die aus %2 gesendet werden: Importieren Sie eine „Bandwidth“-Seite der Azure Retail Prices in den Katalog, oder geben Sie einen eigenen Preis ein. Bis dahin ist die Kopie nicht in den Kosten enthalten.</translation>
    </message>
    <message>
        <location filename="../views/inputs/DataInputs.cpp" line="167"/>
        <source>between continents</source>
        <translation>zwischen Kontinenten</translation>
    </message>
    <message>
        <location filename="../views/inputs/DataInputs.cpp" line="167"/>
        <source>within a continent</source>
        <translation>innerhalb eines Kontinents</translation>
    </message>
    <message>
        <location filename="../views/inputs/DataInputs.cpp" line="168"/>
        <source>Copying to %1 costs %2 once: the catalog&apos;s price %3 (%4, %5 per GB on average).</source>
        <translation>Die Kopie nach %1 kostet einmalig %2: der Katalogpreis %3 (%4, im Mittel %5 pro GB).</translation>
    </message>
    <message>
        <location filename="../views/inputs/DataInputs.cpp" line="175"/>
        <source>Copying to %1 costs %2 once, at your price.</source>
        <translation>Die Kopie nach %1 kostet einmalig %2, zu Ihrem Preis.</translation>
    </message>
    <message>
        <location filename="../views/inputs/DataInputs.cpp" line="223"/>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <location filename="../views/inputs/DataInputs.cpp" line="230"/>
        <source>%1, %2 GB</source>
        <extracomment>the folded data section: region and dataset size</extracomment>
        <translation>%1, %2 GB</translation>
    </message>
    <message>
        <location filename="../views/inputs/DataInputs.cpp" line="237"/>
        <source>Data region:</source>
        <translation>Datenregion:</translation>
    </message>
    <message>
        <location filename="../views/inputs/DataInputs.cpp" line="239"/>
        <source>Dataset size:</source>
        <translation>Datensatzgröße:</translation>
    </message>
    <message>
        <location filename="../views/inputs/DataInputs.cpp" line="240"/>
        <source> GB</source>
        <translation> GB</translation>
    </message>
    <message>
        <location filename="../views/inputs/DataInputs.cpp" line="241"/>
        <source>not given</source>
        <translation>nicht angegeben</translation>
    </message>
    <message>
        <location filename="../views/inputs/DataInputs.cpp" line="242"/>
        <source>Own transfer price:</source>
        <translation>Eigener Transferpreis:</translation>
    </message>
    <message>
        <location filename="../views/inputs/DataInputs.cpp" line="243"/>
        <source>The Azure region the training data is stored in (data_region)</source>
        <translation>Die Azure-Region, in der die Trainingsdaten gespeichert sind (data_region)</translation>
    </message>
    <message>
        <location filename="../views/inputs/DataInputs.cpp" line="244"/>
        <source>How much data a run copies to its region before it starts, in GB (dataset_gb)</source>
        <translation>Wie viele Daten ein Lauf vor dem Start in seine Region kopiert, in GB (dataset_gb)</translation>
    </message>
    <message>
        <location filename="../views/inputs/DataInputs.cpp" line="245"/>
        <source>Check to price the copy at your own rate per GB instead of the catalog&apos;s inter-region transfer price</source>
        <translation>Ankreuzen, um die Kopie zu Ihrem eigenen Preis pro GB statt zum Transferpreis des Katalogs zwischen Regionen zu bepreisen</translation>
    </message>
    <message>
        <location filename="../views/inputs/DataInputs.cpp" line="247"/>
        <source>Price of sending one GB from the data&apos;s region to the plan&apos;s (transfer_price_per_gb)</source>
        <translation>Preis für das Senden eines GB aus der Region der Daten in die des Plans (transfer_price_per_gb)</translation>
    </message>
</context>
<context>
    <name>capplan::views::DurationSpinBox</name>
    <message>
        <location filename="../views/widgets/DurationSpinBox.cpp" line="52"/>
        <source>A duration goes here: a number of hours, or a number with a unit: h, d or w (e.g. “36 h”, “5 d”, “2 w”).</source>
        <translation>Hier gehört eine Dauer hin: eine Zahl von Stunden oder eine Zahl mit Einheit: h, d oder w (z. B. „36 h“, „5 d“, „2 w“; auch Std., Tage, Wochen).</translation>
    </message>
    <message>
        <location filename="../views/widgets/DurationSpinBox.cpp" line="69"/>
        <location filename="../views/widgets/DurationSpinBox.cpp" line="154"/>
        <source>h</source>
        <extracomment>The unit after a number of hours in a duration field (&quot;120 h&quot;); typing it back must work.</extracomment>
        <translation>h</translation>
    </message>
</context>
<context>
    <name>capplan::views::EfficiencyEditor</name>
    <message>
        <location filename="../views/inputs/EfficiencyEditor.cpp" line="118"/>
        <source>The efficiency table lists 1 node twice.</source>
        <translation>Die Effizienztabelle enthält 1 Knoten doppelt.</translation>
    </message>
    <message>
        <location filename="../views/inputs/EfficiencyEditor.cpp" line="119"/>
        <source>The efficiency table lists %1 nodes twice.</source>
        <translation>Die Effizienztabelle enthält die Knotenzahl %1 doppelt.</translation>
    </message>
    <message>
        <location filename="../views/inputs/EfficiencyEditor.cpp" line="148"/>
        <source>Nodes</source>
        <translation>Knoten</translation>
    </message>
    <message>
        <location filename="../views/inputs/EfficiencyEditor.cpp" line="148"/>
        <source>Efficiency</source>
        <translation>Effizienz</translation>
    </message>
    <message>
        <location filename="../views/inputs/EfficiencyEditor.cpp" line="149"/>
        <source>&amp;Add point</source>
        <translation>Punkt h&amp;inzufügen</translation>
    </message>
    <message>
        <location filename="../views/inputs/EfficiencyEditor.cpp" line="150"/>
        <source>Add an efficiency point at twice the largest node count</source>
        <translation>Effizienzpunkt beim Doppelten der größten Knotenzahl hinzufügen</translation>
    </message>
    <message>
        <location filename="../views/inputs/EfficiencyEditor.cpp" line="151"/>
        <source>Remove point</source>
        <translation>Punkt entfernen</translation>
    </message>
    <message>
        <location filename="../views/inputs/EfficiencyEditor.cpp" line="152"/>
        <source>Remove the selected efficiency points</source>
        <translation>Ausgewählte Effizienzpunkte entfernen</translation>
    </message>
</context>
<context>
    <name>capplan::views::ExportDialog</name>
    <message>
        <location filename="../views/export/ExportDialog.cpp" line="150"/>
        <location filename="../views/export/ExportDialog.cpp" line="710"/>
        <source>1 node</source>
        <translation>1 Knoten</translation>
    </message>
    <message>
        <location filename="../views/export/ExportDialog.cpp" line="150"/>
        <location filename="../views/export/ExportDialog.cpp" line="710"/>
        <source>%1 nodes</source>
        <translation>%1 Knoten</translation>
    </message>
    <message>
        <location filename="../views/export/ExportDialog.cpp" line="152"/>
        <source>%1 (recommended)</source>
        <translation>%1 (empfohlen)</translation>
    </message>
    <message>
        <location filename="../views/export/ExportDialog.cpp" line="153"/>
        <source>%1 — %2, %3</source>
        <translation>%1 — %2, %3</translation>
    </message>
    <message>
        <location filename="../views/export/ExportDialog.cpp" line="256"/>
        <source>Export to Folder</source>
        <translation>In Ordner exportieren</translation>
    </message>
    <message>
        <location filename="../views/export/ExportDialog.cpp" line="407"/>
        <location filename="../views/export/ExportDialog.cpp" line="739"/>
        <location filename="../views/export/ExportDialog.cpp" line="824"/>
        <location filename="../views/export/ExportDialog.cpp" line="848"/>
        <source>Export Plan</source>
        <translation>Plan exportieren</translation>
    </message>
    <message>
        <location filename="../views/export/ExportDialog.cpp" line="396"/>
        <location filename="../views/export/ExportDialog.cpp" line="409"/>
        <source>Azure ML job and cluster</source>
        <translation>Azure-ML-Job und -Cluster</translation>
    </message>
    <message>
        <location filename="../views/export/ExportDialog.cpp" line="411"/>
        <source>&amp;Nodes:</source>
        <translation>&amp;Knoten:</translation>
    </message>
    <message>
        <location filename="../views/export/ExportDialog.cpp" line="411"/>
        <source>C&amp;luster name:</source>
        <translation>C&amp;lustername:</translation>
    </message>
    <message>
        <location filename="../views/export/ExportDialog.cpp" line="411"/>
        <source>E&amp;xperiment:</source>
        <translation>E&amp;xperiment:</translation>
    </message>
    <message>
        <location filename="../views/export/ExportDialog.cpp" line="412"/>
        <source>&amp;Display name:</source>
        <translation>&amp;Anzeigename:</translation>
    </message>
    <message>
        <location filename="../views/export/ExportDialog.cpp" line="412"/>
        <source>C&amp;ode folder:</source>
        <translation>&amp;Codeordner:</translation>
    </message>
    <message>
        <location filename="../views/export/ExportDialog.cpp" line="412"/>
        <source>Co&amp;mmand:</source>
        <translation>Be&amp;fehl:</translation>
    </message>
    <message>
        <location filename="../views/export/ExportDialog.cpp" line="413"/>
        <source>Checkpoint ar&amp;gument:</source>
        <translation>Checkpoint-Ar&amp;gument:</translation>
    </message>
    <message>
        <location filename="../views/export/ExportDialog.cpp" line="413"/>
        <source>Dis&amp;tribution:</source>
        <translation>Ver&amp;teilung:</translation>
    </message>
    <message>
        <location filename="../views/export/ExportDialog.cpp" line="413"/>
        <source>En&amp;vironment:</source>
        <translation>&amp;Umgebung:</translation>
    </message>
    <message>
        <location filename="../views/export/ExportDialog.cpp" line="414"/>
        <source>D&amp;atastore:</source>
        <translation>&amp;Datenspeicher:</translation>
    </message>
    <message>
        <location filename="../views/export/ExportDialog.cpp" line="414"/>
        <source>Checkpoint &amp;path:</source>
        <translation>Checkpoint-&amp;Pfad:</translation>
    </message>
    <message>
        <location filename="../views/export/ExportDialog.cpp" line="414"/>
        <source>&amp;Inputs:</source>
        <translation>E&amp;ingaben:</translation>
    </message>
    <message>
        <location filename="../views/export/ExportDialog.cpp" line="415"/>
        <source>&amp;Quota headroom:</source>
        <translation>Kontingent&amp;reserve:</translation>
    </message>
    <message>
        <location filename="../views/export/ExportDialog.cpp" line="415"/>
        <source>Environment variable&amp;s:</source>
        <translation>Umgebungs&amp;variablen:</translation>
    </message>
    <message>
        <location filename="../views/export/ExportDialog.cpp" line="415"/>
        <source>Timeout ma&amp;rgin:</source>
        <translation>Zeitli&amp;mit-Faktor:</translation>
    </message>
    <message>
        <location filename="../views/export/ExportDialog.cpp" line="416"/>
        <source>Compute bac&amp;kend:</source>
        <translation>Ausführungs&amp;ziel:</translation>
    </message>
    <message>
        <location filename="../views/export/ExportDialog.cpp" line="416"/>
        <source>La&amp;uncher:</source>
        <translation>&amp;Startprogramm (Launcher):</translation>
    </message>
    <message>
        <location filename="../views/export/ExportDialog.cpp" line="423"/>
        <source>The AmlCompute cluster: 3 to 16 letters, digits and hyphens, starting with a letter</source>
        <translation>Der AmlCompute-Cluster: 3 bis 16 Buchstaben, Ziffern und Bindestriche, beginnend mit einem Buchstaben</translation>
    </message>
    <message>
        <location filename="../views/export/ExportDialog.cpp" line="424"/>
        <source>The folder with the training code, relative to where the job file is submitted</source>
        <translation>Der Ordner mit dem Trainingscode, relativ zu dem Ort, von dem aus die Jobdatei übermittelt wird</translation>
    </message>
    <message>
        <location filename="../views/export/ExportDialog.cpp" line="426"/>
        <source>Added to the command with the checkpoint folder (${{outputs.checkpoints}}); empty adds nothing</source>
        <translation>Wird mit dem Checkpoint-Ordner (${{outputs.checkpoints}}) an den Befehl angehängt; leer fügt nichts hinzu</translation>
    </message>
    <message>
        <location filename="../views/export/ExportDialog.cpp" line="427"/>
        <source>A curated Azure Container for PyTorch image ships the InfiniBand libraries and NCCL</source>
        <translation>Ein kuratiertes Image von Azure Container for PyTorch enthält die InfiniBand-Bibliotheken und NCCL</translation>
    </message>
    <message>
        <location filename="../views/export/ExportDialog.cpp" line="428"/>
        <source>A fixed path in the datastore, so a resubmitted job finds its checkpoints</source>
        <translation>Ein fester Pfad im Datenspeicher, damit ein erneut übermittelter Job seine Checkpoints findet</translation>
    </message>
    <message>
        <location filename="../views/export/ExportDialog.cpp" line="429"/>
        <source>name = azureml://datastores/…/paths/…</source>
        <translation>name = azureml://datastores/…/paths/…</translation>
    </message>
    <message>
        <location filename="../views/export/ExportDialog.cpp" line="430"/>
        <source>NAME = value (NCCL_DEBUG=INFO is always set)</source>
        <translation>NAME = Wert (NCCL_DEBUG=INFO ist immer gesetzt)</translation>
    </message>
    <message>
        <location filename="../views/export/ExportDialog.cpp" line="432"/>
        <source>limits.timeout = this margin × the planned wall clock</source>
        <translation>limits.timeout = dieser Faktor × die geplante Laufzeit</translation>
    </message>
    <message>
        <location filename="../views/export/ExportDialog.cpp" line="402"/>
        <source> cores</source>
        <translation> Kerne</translation>
    </message>
    <message>
        <location filename="../views/export/ExportDialog.cpp" line="402"/>
        <source> core</source>
        <translation> Kern</translation>
    </message>
    <message>
        <location filename="../views/export/ExportDialog.cpp" line="434"/>
        <source>Cores to ask for on top of nodes × vCPUs</source>
        <translation>Kerne, die zusätzlich zu Knoten × vCPUs beantragt werden</translation>
    </message>
    <message>
        <location filename="../views/export/ExportDialog.cpp" line="435"/>
        <location filename="../views/export/ExportDialog.cpp" line="667"/>
        <source>PyTorch (one process per GPU)</source>
        <translation>PyTorch (ein Prozess pro GPU)</translation>
    </message>
    <message>
        <location filename="../views/export/ExportDialog.cpp" line="436"/>
        <source>MPI</source>
        <translation>MPI</translation>
    </message>
    <message>
        <location filename="../views/export/ExportDialog.cpp" line="437"/>
        <source>TensorFlow</source>
        <translation>TensorFlow</translation>
    </message>
    <message>
        <location filename="../views/export/ExportDialog.cpp" line="441"/>
        <source>Which files to write: the cluster and its job, a serverless job, a Slurm batch script or a Kubernetes PyTorchJob</source>
        <translation>Welche Dateien geschrieben werden: der Cluster und sein Job, ein serverloser Job, ein Slurm-Batch-Skript oder ein Kubernetes-PyTorchJob</translation>
    </message>
    <message>
        <location filename="../views/export/ExportDialog.cpp" line="443"/>
        <source>None (the command as written)</source>
        <translation>Keins (der Befehl wie geschrieben)</translation>
    </message>
    <message>
        <location filename="../views/export/ExportDialog.cpp" line="445"/>
        <source>PyTorch FSDP</source>
        <translation>PyTorch FSDP</translation>
    </message>
    <message>
        <location filename="../views/export/ExportDialog.cpp" line="446"/>
        <source>Megatron-LM</source>
        <translation>Megatron-LM</translation>
    </message>
    <message>
        <location filename="../views/export/ExportDialog.cpp" line="447"/>
        <source>Hugging Face Trainer (accelerate launch)</source>
        <translation>Hugging Face Trainer (accelerate launch)</translation>
    </message>
    <message>
        <location filename="../views/export/ExportDialog.cpp" line="448"/>
        <source>Adds the framework&apos;s arguments for the planned layout to the command</source>
        <translation>Fügt dem Befehl die Argumente des Frameworks für das geplante Layout hinzu</translation>
    </message>
    <message>
        <location filename="../views/export/ExportDialog.cpp" line="449"/>
        <source>Files</source>
        <translation>Dateien</translation>
    </message>
    <message>
        <location filename="../views/export/ExportDialog.cpp" line="450"/>
        <source>&amp;Folder:</source>
        <translation>&amp;Ordner:</translation>
    </message>
    <message>
        <location filename="../views/export/ExportDialog.cpp" line="451"/>
        <source>&amp;Base name:</source>
        <translation>&amp;Basisname:</translation>
    </message>
    <message>
        <location filename="../views/export/ExportDialog.cpp" line="452"/>
        <source>Command job (.job.json)</source>
        <translation>Befehlsjob (.job.json)</translation>
    </message>
    <message>
        <location filename="../views/export/ExportDialog.cpp" line="453"/>
        <source>Cluster (.compute.json)</source>
        <translation>Cluster (.compute.json)</translation>
    </message>
    <message>
        <location filename="../views/export/ExportDialog.cpp" line="454"/>
        <source>Submit commands (.submit.sh)</source>
        <translation>Befehle zum Übermitteln (.submit.sh)</translation>
    </message>
    <message>
        <location filename="../views/export/ExportDialog.cpp" line="455"/>
        <source>Submit script (.submit.py)</source>
        <translation>Skript zum Übermitteln (.submit.py)</translation>
    </message>
    <message>
        <location filename="../views/export/ExportDialog.cpp" line="456"/>
        <source>Quota request (.quota.json)</source>
        <translation>Kontingentanfrage (.quota.json)</translation>
    </message>
    <message>
        <location filename="../views/export/ExportDialog.cpp" line="457"/>
        <source>Quota request (.quota.txt)</source>
        <translation>Kontingentanfrage (.quota.txt)</translation>
    </message>
    <message>
        <location filename="../views/export/ExportDialog.cpp" line="458"/>
        <source>Preflight checklist (.md)</source>
        <translation>Checkliste vor dem Start (.md)</translation>
    </message>
    <message>
        <location filename="../views/export/ExportDialog.cpp" line="459"/>
        <source>Report (.pdf)</source>
        <translation>Bericht (.pdf)</translation>
    </message>
    <message>
        <location filename="../views/export/ExportDialog.cpp" line="460"/>
        <source>Option table (.csv)</source>
        <translation>Optionstabelle (.csv)</translation>
    </message>
    <message>
        <location filename="../views/export/ExportDialog.cpp" line="461"/>
        <source>Serverless job (.serverless.json)</source>
        <translation>Serverloser Job (.serverless.json)</translation>
    </message>
    <message>
        <location filename="../views/export/ExportDialog.cpp" line="462"/>
        <source>Serverless REST body (.rest.json)</source>
        <translation>REST-Rumpf des serverlosen Jobs (.rest.json)</translation>
    </message>
    <message>
        <location filename="../views/export/ExportDialog.cpp" line="463"/>
        <source>Slurm batch script (.sbatch)</source>
        <translation>Slurm-Batch-Skript (.sbatch)</translation>
    </message>
    <message>
        <location filename="../views/export/ExportDialog.cpp" line="464"/>
        <source>PyTorchJob (.pytorchjob.json)</source>
        <translation>PyTorchJob (.pytorchjob.json)</translation>
    </message>
    <message>
        <location filename="../views/export/ExportDialog.cpp" line="466"/>
        <source>accelerate config (.accelerate.yaml)</source>
        <translation>accelerate-Konfiguration (.accelerate.yaml)</translation>
    </message>
    <message>
        <location filename="../views/export/ExportDialog.cpp" line="467"/>
        <location filename="../views/export/ExportDialog.cpp" line="468"/>
        <source>Paper size of the report</source>
        <translation>Papierformat des Berichts</translation>
    </message>
    <message>
        <location filename="../views/export/ExportDialog.cpp" line="469"/>
        <source>&amp;Export</source>
        <translation>&amp;Exportieren</translation>
    </message>
    <message>
        <location filename="../views/export/ExportDialog.cpp" line="666"/>
        <source>PyTorch (accelerate: one per node)</source>
        <translation>PyTorch (accelerate: einer pro Knoten)</translation>
    </message>
    <message>
        <location filename="../views/export/ExportDialog.cpp" line="711"/>
        <source>1 GPU</source>
        <translation>1 GPU</translation>
    </message>
    <message>
        <location filename="../views/export/ExportDialog.cpp" line="711"/>
        <source>%1 GPUs</source>
        <translation>%1 GPUs</translation>
    </message>
    <message>
        <location filename="../views/export/ExportDialog.cpp" line="713"/>
        <source>World size %1 (%2 × %3), %4 quota cores of %5 in %6.</source>
        <extracomment>%1: processes; %2: &quot;2 nodes&quot;; %3: GPUs per node, &quot;8 GPUs&quot;; %4: cores; %5: quota family; %6: region</extracomment>
        <translation>World Size %1 (%2 × %3), %4 Kontingentkerne von %5 in %6.</translation>
    </message>
    <message>
        <location filename="../views/export/ExportDialog.cpp" line="397"/>
        <source>Job for %1</source>
        <translation>Job für %1</translation>
    </message>
    <message>
        <location filename="../views/export/ExportDialog.cpp" line="444"/>
        <source>DeepSpeed (.ds_config.json)</source>
        <translation>DeepSpeed (.ds_config.json)</translation>
    </message>
    <message>
        <location filename="../views/export/ExportDialog.cpp" line="465"/>
        <source>DeepSpeed config (.ds_config.json)</source>
        <translation>DeepSpeed-Konfiguration (.ds_config.json)</translation>
    </message>
    <message>
        <location filename="../views/export/ExportDialog.cpp" line="675"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location filename="../views/export/ExportDialog.cpp" line="681"/>
        <source>&quot;%1&quot; is not of the form name = value</source>
        <translation>„%1“ hat nicht die Form name = Wert</translation>
    </message>
    <message>
        <location filename="../views/export/ExportDialog.cpp" line="684"/>
        <source>The plan has problems; fix them before exporting.</source>
        <translation>Der Plan weist Probleme auf; beheben Sie sie vor dem Export.</translation>
    </message>
    <message>
        <location filename="../views/export/ExportDialog.cpp" line="689"/>
        <source>tier: %1</source>
        <translation>tier: %1</translation>
    </message>
    <message>
        <location filename="../views/export/ExportDialog.cpp" line="694"/>
        <source>Choose at least one file to write.</source>
        <translation>Wählen Sie mindestens eine Datei zum Schreiben aus.</translation>
    </message>
    <message>
        <location filename="../views/export/ExportDialog.cpp" line="697"/>
        <source>The folder &quot;%1&quot; does not exist.</source>
        <translation>Der Ordner „%1“ existiert nicht.</translation>
    </message>
    <message>
        <location filename="../views/export/ExportDialog.cpp" line="719"/>
        <source>Scale sets and AKS node pools use Compute (VM family) quota, not Azure ML quota.</source>
        <translation>VM-Skalierungsgruppen und AKS-Knotenpools nutzen Compute-Kontingent (VM-Familie), nicht Azure-ML-Kontingent.</translation>
    </message>
    <message>
        <location filename="../views/export/ExportDialog.cpp" line="825"/>
        <source>%1 cannot be written: %2</source>
        <translation>%1 kann nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <location filename="../views/export/ExportDialog.cpp" line="838"/>
        <source>Replace Files?</source>
        <translation>Dateien ersetzen?</translation>
    </message>
    <message>
        <location filename="../views/export/ExportDialog.cpp" line="839"/>
        <source>These files exist already and will be replaced:

%1</source>
        <translation>Diese Dateien sind bereits vorhanden und werden ersetzt:

%1</translation>
    </message>
</context>
<context>
    <name>capplan::views::FabricInputs</name>
    <message>
        <location filename="../views/inputs/FabricInputs.cpp" line="479"/>
        <source>Import nccl-tests Output</source>
        <translation>nccl-tests-Ausgabe importieren</translation>
    </message>
    <message>
        <location filename="../views/inputs/FabricInputs.cpp" line="480"/>
        <source>nccl-tests output (*.txt *.log *.out);;All files (*)</source>
        <translation>nccl-tests-Ausgabe (*.txt *.log *.out);;Alle Dateien (*)</translation>
    </message>
    <message>
        <location filename="../views/inputs/FabricInputs.cpp" line="505"/>
        <location filename="../views/inputs/FabricInputs.cpp" line="517"/>
        <source>Cannot Read nccl-tests Output</source>
        <translation>nccl-tests-Ausgabe kann nicht gelesen werden</translation>
    </message>
    <message>
        <location filename="../views/inputs/FabricInputs.cpp" line="512"/>
        <source>Not an All-Reduce Output</source>
        <translation>Keine All-Reduce-Ausgabe</translation>
    </message>
    <message>
        <location filename="../views/inputs/FabricInputs.cpp" line="518"/>
        <source>%1 has no bus bandwidth to take.</source>
        <translation>%1 enthält keine Busbandbreite, die übernommen werden kann.</translation>
    </message>
    <message>
        <location filename="../views/inputs/FabricInputs.cpp" line="636"/>
        <source>Measured run %1</source>
        <extracomment>a measured run&apos;s row in the table, counted from 1</extracomment>
        <translation>Messlauf %1</translation>
    </message>
    <message>
        <location filename="../views/inputs/FabricInputs.cpp" line="655"/>
        <source>Scaling model:</source>
        <translation>Skalierungsmodell:</translation>
    </message>
    <message>
        <location filename="../views/inputs/FabricInputs.cpp" line="656"/>
        <source>Efficiency table</source>
        <translation>Effizienztabelle</translation>
    </message>
    <message>
        <location filename="../views/inputs/FabricInputs.cpp" line="657"/>
        <source>Fabric model</source>
        <translation>Fabric-Modell</translation>
    </message>
    <message>
        <location filename="../views/inputs/FabricInputs.cpp" line="658"/>
        <source>Type the efficiency per node count, or derive it from the size&apos;s NVLink and InfiniBand (or Ethernet), the parallel strategy and the batch</source>
        <translation>Effizienz je Knotenzahl eingeben oder aus NVLink und InfiniBand (bzw. Ethernet) der VM-Größe, der Parallelisierungsstrategie und dem Batch ableiten</translation>
    </message>
    <message>
        <location filename="../views/inputs/FabricInputs.cpp" line="660"/>
        <source>Strategy:</source>
        <translation>Strategie:</translation>
    </message>
    <message>
        <location filename="../views/inputs/FabricInputs.cpp" line="661"/>
        <source>DDP</source>
        <translation>DDP</translation>
    </message>
    <message>
        <location filename="../views/inputs/FabricInputs.cpp" line="662"/>
        <source>ZeRO-1</source>
        <translation>ZeRO-1</translation>
    </message>
    <message>
        <location filename="../views/inputs/FabricInputs.cpp" line="663"/>
        <source>ZeRO-2</source>
        <translation>ZeRO-2</translation>
    </message>
    <message>
        <location filename="../views/inputs/FabricInputs.cpp" line="664"/>
        <source>ZeRO-3</source>
        <translation>ZeRO-3</translation>
    </message>
    <message>
        <location filename="../views/inputs/FabricInputs.cpp" line="665"/>
        <source>FSDP (full shard)</source>
        <translation>FSDP (vollständiges Sharding)</translation>
    </message>
    <message>
        <location filename="../views/inputs/FabricInputs.cpp" line="666"/>
        <source>Data-parallel strategy: DDP all-reduces the gradients; ZeRO-1/2 shard the optimizer states (and gradients); ZeRO-3 and FSDP also shard the weights and move about 1.5× the DDP volume</source>
        <translation>Datenparallele Strategie: DDP reduziert die Gradienten per All-Reduce; ZeRO-1/2 sharden die Optimiererzustände (und Gradienten); ZeRO-3 und FSDP sharden zusätzlich die Gewichte und übertragen etwa das 1,5-Fache des DDP-Volumens</translation>
    </message>
    <message>
        <location filename="../views/inputs/FabricInputs.cpp" line="669"/>
        <source>Tensor parallel:</source>
        <translation>Tensor-Parallelität:</translation>
    </message>
    <message>
        <location filename="../views/inputs/FabricInputs.cpp" line="670"/>
        <source>GPUs that split each layer (t), inside one node; t must divide the GPUs per node</source>
        <translation>GPUs, auf die jede Schicht aufgeteilt wird (t), innerhalb eines Knotens; t muss die GPUs pro Knoten ohne Rest teilen</translation>
    </message>
    <message>
        <location filename="../views/inputs/FabricInputs.cpp" line="672"/>
        <source>Pipeline parallel:</source>
        <translation>Pipeline-Parallelität:</translation>
    </message>
    <message>
        <location filename="../views/inputs/FabricInputs.cpp" line="673"/>
        <source>Pipeline stages (p), inside one node; the bubble costs (p−1)/(m+p−1) of the step</source>
        <translation>Pipeline-Stufen (p) innerhalb eines Knotens; die Pipeline-Bubble kostet (p−1)/(m+p−1) des Schritts</translation>
    </message>
    <message>
        <location filename="../views/inputs/FabricInputs.cpp" line="675"/>
        <source>Micro-batches:</source>
        <translation>Micro-Batches:</translation>
    </message>
    <message>
        <location filename="../views/inputs/FabricInputs.cpp" line="676"/>
        <source>Micro-batches (gradient accumulation steps) per replica and step on one node; at n nodes each replica gets m/n of them</source>
        <translation>Micro-Batches (Schritte der Gradientenakkumulation) pro Replikat und Schritt auf einem Knoten; bei n Knoten erhält jedes Replikat m/n davon</translation>
    </message>
    <message>
        <location filename="../views/inputs/FabricInputs.cpp" line="678"/>
        <source>Global batch si&amp;ze:</source>
        <translation>Globale Batchgr&amp;öße:</translation>
    </message>
    <message>
        <location filename="../views/inputs/FabricInputs.cpp" line="679"/>
        <source>Tokens per optimizer step, all GPUs together; fixed at every node count. 4M, 4194304 and 4.2e6 all work</source>
        <translation>Tokens pro Optimiererschritt, alle GPUs zusammen; bei jeder Knotenzahl gleich. 4M, 4.194.304 und 4,2e6 sind alle möglich</translation>
    </message>
    <message>
        <location filename="../views/inputs/FabricInputs.cpp" line="681"/>
        <source>Se&amp;quence length:</source>
        <translation>Se&amp;quenzlänge:</translation>
    </message>
    <message>
        <location filename="../views/inputs/FabricInputs.cpp" line="682"/>
        <source> tokens</source>
        <translation> Tokens</translation>
    </message>
    <message>
        <location filename="../views/inputs/FabricInputs.cpp" line="683"/>
        <source>Tokens per sequence</source>
        <translation>Tokens pro Sequenz</translation>
    </message>
    <message>
        <location filename="../views/inputs/FabricInputs.cpp" line="684"/>
        <source>Model parameters:</source>
        <translation>Modellparameter:</translation>
    </message>
    <message>
        <location filename="../views/inputs/FabricInputs.cpp" line="685"/>
        <location filename="../views/inputs/FabricInputs.cpp" line="689"/>
        <source>from workload</source>
        <translation>aus dem Workload</translation>
    </message>
    <message>
        <location filename="../views/inputs/FabricInputs.cpp" line="686"/>
        <source>Parameters whose gradients are reduced each step; 0 takes them from the workload (its parameters and MFU form)</source>
        <translation>Parameter, deren Gradienten in jedem Schritt reduziert werden; 0 übernimmt sie aus dem Workload (aus dessen Form mit Parametern und MFU)</translation>
    </message>
    <message>
        <location filename="../views/inputs/FabricInputs.cpp" line="688"/>
        <source>Tokens/s per GPU, 1 node:</source>
        <translation>Tokens/s pro GPU, 1 Knoten:</translation>
    </message>
    <message>
        <location filename="../views/inputs/FabricInputs.cpp" line="690"/>
        <source> tok/s</source>
        <translation> tok/s</translation>
    </message>
    <message>
        <location filename="../views/inputs/FabricInputs.cpp" line="691"/>
        <source>Throughput per GPU of one node at this batch, measured or estimated; 0 takes it from the workload (tokens/s per GPU, or MFU × the size&apos;s peak)</source>
        <translation>Durchsatz pro GPU auf einem Knoten bei diesem Batch, gemessen oder geschätzt; 0 übernimmt ihn aus dem Workload (Tokens/s pro GPU oder MFU × Spitzenleistung der VM-Größe)</translation>
    </message>
    <message>
        <location filename="../views/inputs/FabricInputs.cpp" line="693"/>
        <source>Overlap:</source>
        <translation>Überlappung:</translation>
    </message>
    <message>
        <location filename="../views/inputs/FabricInputs.cpp" line="694"/>
        <source> %</source>
        <translation> %</translation>
    </message>
    <message>
        <location filename="../views/inputs/FabricInputs.cpp" line="695"/>
        <source>Share of the communication that can hide under compute</source>
        <translation>Anteil der Kommunikation, der sich hinter der Rechenzeit verbergen lässt</translation>
    </message>
    <message>
        <location filename="../views/inputs/FabricInputs.cpp" line="696"/>
        <source>default for the strategy</source>
        <translation>Standard der Strategie</translation>
    </message>
    <message>
        <location filename="../views/inputs/FabricInputs.cpp" line="697"/>
        <source>DDP and ZeRO-3/FSDP overlap about 90 %, ZeRO-1/2 about 45 % (the all-gather after the optimizer step does not overlap)</source>
        <translation>DDP und ZeRO-3/FSDP überlappen etwa 90 %, ZeRO-1/2 etwa 45 % (das All-Gather nach dem Optimiererschritt überlappt nicht)</translation>
    </message>
    <message>
        <location filename="../views/inputs/FabricInputs.cpp" line="699"/>
        <source>Gradient bytes:</source>
        <translation>Bytes pro Gradient:</translation>
    </message>
    <message>
        <location filename="../views/inputs/FabricInputs.cpp" line="700"/>
        <source> B/param</source>
        <translation> B/Param.</translation>
    </message>
    <message>
        <location filename="../views/inputs/FabricInputs.cpp" line="701"/>
        <source>Bytes per gradient as reduced: 2 for bf16, 4 for an fp32 reduction</source>
        <translation>Bytes pro Gradient bei der Reduktion: 2 für bf16, 4 für eine Reduktion in fp32</translation>
    </message>
    <message>
        <location filename="../views/inputs/FabricInputs.cpp" line="702"/>
        <source>Bus bandwidth in a VM:</source>
        <translation>Busbandbreite in einer VM:</translation>
    </message>
    <message>
        <location filename="../views/inputs/FabricInputs.cpp" line="703"/>
        <source> GB/s</source>
        <translation> GB/s</translation>
    </message>
    <message>
        <location filename="../views/inputs/FabricInputs.cpp" line="704"/>
        <source>size&apos;s default</source>
        <translation>Vorgabe der VM-Größe</translation>
    </message>
    <message>
        <location filename="../views/inputs/FabricInputs.cpp" line="705"/>
        <source>All-reduce bus bandwidth inside one VM as nccl-tests measures it (about 479 GB/s on ND H100 v5 at 8 GB messages); 0 uses the size&apos;s default</source>
        <translation>All-Reduce-Busbandbreite innerhalb einer VM, wie nccl-tests sie misst (etwa 479 GB/s auf ND H100 v5 bei 8-GB-Nachrichten); 0 verwendet die Vorgabe der VM-Größe</translation>
    </message>
    <message>
        <location filename="../views/inputs/FabricInputs.cpp" line="707"/>
        <source>From nccl-tests…</source>
        <translation>Aus nccl-tests …</translation>
    </message>
    <message>
        <location filename="../views/inputs/FabricInputs.cpp" line="708"/>
        <source>Read an all_reduce_perf output and take its bus bandwidth at the largest message</source>
        <translation>Eine all_reduce_perf-Ausgabe lesen und ihre Busbandbreite bei der größten Nachricht übernehmen</translation>
    </message>
    <message>
        <location filename="../views/inputs/FabricInputs.cpp" line="710"/>
        <source>Measured runs:</source>
        <translation>Messläufe:</translation>
    </message>
    <message>
        <location filename="../views/inputs/FabricInputs.cpp" line="711"/>
        <source>Nodes</source>
        <translation>Knoten</translation>
    </message>
    <message>
        <location filename="../views/inputs/FabricInputs.cpp" line="711"/>
        <source>Tokens/s</source>
        <translation>Tokens/s</translation>
    </message>
    <message>
        <location filename="../views/inputs/FabricInputs.cpp" line="711"/>
        <source>or MFU</source>
        <translation>oder MFU</translation>
    </message>
    <message>
        <location filename="../views/inputs/FabricInputs.cpp" line="713"/>
        <source>A measured MFU instead of tokens/s: with a model the step-time model turns it into the rate it stands for at the run&apos;s node count</source>
        <translation>Eine gemessene MFU statt Tokens/s: Mit einem Modell macht das Schrittzeitmodell daraus den Durchsatz, für den sie bei der Knotenzahl des Laufs steht</translation>
    </message>
    <message>
        <location filename="../views/inputs/FabricInputs.cpp" line="715"/>
        <source>Measured throughput of all GPUs together, at the same per-GPU batch on every node count (run one node and two); the model fits its inter-node bandwidth and overlap to them</source>
        <translation>Gemessener Durchsatz aller GPUs zusammen, bei gleicher Batchgröße pro GPU für jede Knotenzahl (messen Sie einen und zwei Knoten); das Modell passt seine Bandbreite zwischen Knoten und seine Überlappung daran an</translation>
    </message>
    <message>
        <location filename="../views/inputs/FabricInputs.cpp" line="718"/>
        <source>Add run</source>
        <translation>Lauf hinzufügen</translation>
    </message>
    <message>
        <location filename="../views/inputs/FabricInputs.cpp" line="719"/>
        <source>Add a measured run at twice the largest node count</source>
        <translation>Messlauf beim Doppelten der größten Knotenzahl hinzufügen</translation>
    </message>
    <message>
        <location filename="../views/inputs/FabricInputs.cpp" line="720"/>
        <source>Remove run</source>
        <translation>Lauf entfernen</translation>
    </message>
    <message>
        <location filename="../views/inputs/FabricInputs.cpp" line="721"/>
        <source>Remove the selected runs (Delete)</source>
        <translation>Ausgewählte Läufe entfernen (Entf)</translation>
    </message>
</context>
<context>
    <name>capplan::views::FineTuningInputs</name>
    <message>
        <location filename="../views/inputs/FineTuningInputs.cpp" line="106"/>
        <source>The layout&apos;s training stack does not run this</source>
        <translation>Der Trainings-Stack der Aufteilung unterstützt das nicht</translation>
    </message>
    <message>
        <location filename="../views/inputs/FineTuningInputs.cpp" line="172"/>
        <source>Fine-tuning:</source>
        <translation>Fine-Tuning:</translation>
    </message>
    <message>
        <location filename="../views/inputs/FineTuningInputs.cpp" line="173"/>
        <source>Full</source>
        <translation>Vollständig</translation>
    </message>
    <message>
        <location filename="../views/inputs/FineTuningInputs.cpp" line="174"/>
        <source>LoRA</source>
        <translation>LoRA</translation>
    </message>
    <message>
        <location filename="../views/inputs/FineTuningInputs.cpp" line="175"/>
        <source>QLoRA</source>
        <translation>QLoRA</translation>
    </message>
    <message>
        <location filename="../views/inputs/FineTuningInputs.cpp" line="176"/>
        <source>Full training keeps 16 bytes per parameter (mixed-precision Adam); LoRA freezes the base in bf16, QLoRA in 4-bit, and trains only the adapters</source>
        <translation>Vollständiges Training belegt 16 Bytes pro Parameter (Adam mit Mixed Precision); LoRA friert das Basismodell in bf16 ein, QLoRA in 4 Bit, und trainiert nur die Adapter</translation>
    </message>
    <message>
        <location filename="../views/inputs/FineTuningInputs.cpp" line="178"/>
        <source>LoRA rank:</source>
        <translation>LoRA-Rang:</translation>
    </message>
    <message>
        <location filename="../views/inputs/FineTuningInputs.cpp" line="179"/>
        <source>Adapter rank r; the adapters hold layers × 4 × 2·r·h parameters</source>
        <translation>Adapter-Rang r; die Adapter umfassen Schichten × 4 × 2·r·h Parameter</translation>
    </message>
</context>
<context>
    <name>capplan::views::GuideDialog</name>
    <message>
        <location filename="../views/main/GuideDialog.cpp" line="24"/>
        <source>Guide</source>
        <translation>Anleitung</translation>
    </message>
</context>
<context>
    <name>capplan::views::ImportDialog</name>
    <message>
        <location filename="../views/catalog/ImportDialog.cpp" line="49"/>
        <source>Prices: Azure Retail Prices API (JSON pages)</source>
        <translation>Preise: Azure Retail Prices API (JSON-Seiten)</translation>
    </message>
    <message>
        <location filename="../views/catalog/ImportDialog.cpp" line="51"/>
        <source>Quota: az vm list-usage -o json</source>
        <translation>Kontingent: az vm list-usage -o json</translation>
    </message>
    <message>
        <location filename="../views/catalog/ImportDialog.cpp" line="53"/>
        <source>Quota: az ml compute list-usage -o json</source>
        <translation>Kontingent: az ml compute list-usage -o json</translation>
    </message>
    <message>
        <location filename="../views/catalog/ImportDialog.cpp" line="55"/>
        <source>Sizes: az vm list-skus -o json</source>
        <translation>VM-Größen: az vm list-skus -o json</translation>
    </message>
    <message>
        <location filename="../views/catalog/ImportDialog.cpp" line="57"/>
        <source>Whole catalog (exported JSON)</source>
        <translation>Gesamter Katalog (exportiertes JSON)</translation>
    </message>
    <message>
        <location filename="../views/catalog/ImportDialog.cpp" line="70"/>
        <source>Import into Catalog</source>
        <translation>In den Katalog importieren</translation>
    </message>
    <message>
        <location filename="../views/catalog/ImportDialog.cpp" line="84"/>
        <source>&amp;Add Files…</source>
        <translation>Dateien &amp;hinzufügen…</translation>
    </message>
    <message>
        <location filename="../views/catalog/ImportDialog.cpp" line="86"/>
        <source>Re&amp;move</source>
        <translation>&amp;Entfernen</translation>
    </message>
    <message>
        <location filename="../views/catalog/ImportDialog.cpp" line="115"/>
        <source>&amp;Kind:</source>
        <translation>&amp;Art:</translation>
    </message>
    <message>
        <location filename="../views/catalog/ImportDialog.cpp" line="116"/>
        <source>&amp;Files:</source>
        <translation>&amp;Dateien:</translation>
    </message>
    <message>
        <location filename="../views/catalog/ImportDialog.cpp" line="119"/>
        <source>Re&amp;gion:</source>
        <translation>&amp;Region:</translation>
    </message>
    <message>
        <location filename="../views/catalog/ImportDialog.cpp" line="122"/>
        <source>&amp;Preview</source>
        <translation>&amp;Vorschau</translation>
    </message>
    <message>
        <location filename="../views/catalog/ImportDialog.cpp" line="129"/>
        <source>&amp;Stop</source>
        <translation>&amp;Stopp</translation>
    </message>
    <message>
        <location filename="../views/catalog/ImportDialog.cpp" line="173"/>
        <source>Changes (new, changed, removed)</source>
        <translation>Änderungen (neu, geändert, entfernt)</translation>
    </message>
    <message>
        <location filename="../views/catalog/ImportDialog.cpp" line="174"/>
        <source>Everything</source>
        <translation>Alles</translation>
    </message>
    <message>
        <location filename="../views/catalog/ImportDialog.cpp" line="175"/>
        <source>New</source>
        <translation>Neu</translation>
    </message>
    <message>
        <location filename="../views/catalog/ImportDialog.cpp" line="176"/>
        <source>Changed</source>
        <translation>Geändert</translation>
    </message>
    <message>
        <location filename="../views/catalog/ImportDialog.cpp" line="177"/>
        <source>Unchanged</source>
        <translation>Unverändert</translation>
    </message>
    <message>
        <location filename="../views/catalog/ImportDialog.cpp" line="178"/>
        <source>Removed</source>
        <translation>Entfernt</translation>
    </message>
    <message>
        <location filename="../views/catalog/ImportDialog.cpp" line="179"/>
        <source>S&amp;how:</source>
        <translation>An&amp;zeigen:</translation>
    </message>
    <message>
        <location filename="../views/catalog/ImportDialog.cpp" line="197"/>
        <source>File</source>
        <translation>Datei</translation>
    </message>
    <message>
        <location filename="../views/catalog/ImportDialog.cpp" line="197"/>
        <source>Item</source>
        <translation>Eintrag</translation>
    </message>
    <message>
        <location filename="../views/catalog/ImportDialog.cpp" line="197"/>
        <source>Reason</source>
        <translation>Grund</translation>
    </message>
    <message>
        <location filename="../views/catalog/ImportDialog.cpp" line="207"/>
        <source>&amp;Changes</source>
        <translation>Ä&amp;nderungen</translation>
    </message>
    <message>
        <location filename="../views/catalog/ImportDialog.cpp" line="208"/>
        <source>&amp;Rejected</source>
        <translation>Ab&amp;gelehnt</translation>
    </message>
    <message>
        <location filename="../views/catalog/ImportDialog.cpp" line="209"/>
        <source>Skipped &amp;&amp; &amp;Notes</source>
        <translation>Übersprungen &amp;&amp; Hin&amp;weise</translation>
    </message>
    <message>
        <location filename="../views/catalog/ImportDialog.cpp" line="212"/>
        <source>&amp;Import</source>
        <translation>&amp;Importieren</translation>
    </message>
    <message>
        <location filename="../views/catalog/ImportDialog.cpp" line="357"/>
        <source>az vm list-usage does not name the region: choose the one given as --location.</source>
        <translation>az vm list-usage nennt die Region nicht: Wählen Sie die Region, die als --location angegeben wurde.</translation>
    </message>
    <message>
        <location filename="../views/catalog/ImportDialog.cpp" line="359"/>
        <source>Used only where the file lacks aml_workspace_location.</source>
        <translation>Wird nur verwendet, wenn der Datei aml_workspace_location fehlt.</translation>
    </message>
    <message>
        <location filename="../views/catalog/ImportDialog.cpp" line="361"/>
        <source>These files name their regions themselves.</source>
        <translation>Diese Dateien nennen ihre Regionen selbst.</translation>
    </message>
    <message>
        <location filename="../views/catalog/ImportDialog.cpp" line="368"/>
        <source>Add the files to import, or drop them here.</source>
        <translation>Fügen Sie die zu importierenden Dateien hinzu oder legen Sie sie hier ab.</translation>
    </message>
    <message>
        <location filename="../views/catalog/ImportDialog.cpp" line="371"/>
        <source>Region: az vm list-usage files do not name their region; choose it.</source>
        <translation>Region: Dateien von az vm list-usage nennen ihre Region nicht; wählen Sie sie aus.</translation>
    </message>
    <message>
        <location filename="../views/catalog/ImportDialog.cpp" line="465"/>
        <source>Stopped. Preview again when ready.</source>
        <translation>Angehalten. Erstellen Sie die Vorschau erneut, sobald Sie bereit sind.</translation>
    </message>
    <message>
        <location filename="../views/catalog/ImportDialog.cpp" line="483"/>
        <source>Skipped: %1 (%2)</source>
        <translation>Übersprungen: %1 (%2)</translation>
    </message>
    <message>
        <location filename="../views/catalog/ImportDialog.cpp" line="486"/>
        <source>Note: %1</source>
        <translation>Hinweis: %1</translation>
    </message>
    <message>
        <location filename="../views/catalog/ImportDialog.cpp" line="499"/>
        <source>New:</source>
        <translation>Neu:</translation>
    </message>
    <message>
        <location filename="../views/catalog/ImportDialog.cpp" line="499"/>
        <source>Changed:</source>
        <translation>Geändert:</translation>
    </message>
    <message>
        <location filename="../views/catalog/ImportDialog.cpp" line="500"/>
        <source>Unchanged:</source>
        <translation>Unverändert:</translation>
    </message>
    <message>
        <location filename="../views/catalog/ImportDialog.cpp" line="502"/>
        <source>Removed:</source>
        <translation>Entfernt:</translation>
    </message>
    <message>
        <location filename="../views/catalog/ImportDialog.cpp" line="504"/>
        <source>Rejected:</source>
        <translation>Abgelehnt:</translation>
    </message>
    <message>
        <location filename="../views/catalog/ImportDialog.cpp" line="505"/>
        <source>Skipped:</source>
        <translation>Übersprungen:</translation>
    </message>
    <message>
        <location filename="../views/catalog/ImportDialog.cpp" line="508"/>
        <source>Nothing changes. Importing confirms the values: their as-of dates become today&apos;s, so they are no longer stale.</source>
        <translation>Es ändert sich nichts. Der Import bestätigt die Werte: Ihr Stand-Datum wird auf heute gesetzt, sodass sie nicht mehr veraltet sind.</translation>
    </message>
    <message>
        <location filename="../views/catalog/ImportDialog.cpp" line="513"/>
        <source>The files hold no items: the query matched nothing, which is a valid answer. Importing records it in the import log and changes nothing.</source>
        <translation>Die Dateien enthalten keine Einträge: Die Abfrage hat nichts gefunden, was eine gültige Antwort ist. Der Import vermerkt das im Importprotokoll und ändert nichts.</translation>
    </message>
    <message>
        <location filename="../views/catalog/ImportDialog.cpp" line="517"/>
        <source>Nothing to import.</source>
        <translation>Nichts zu importieren.</translation>
    </message>
    <message>
        <location filename="../views/catalog/ImportDialog.cpp" line="520"/>
        <source>&amp;Rejected (%1)</source>
        <translation>Ab&amp;gelehnt (%1)</translation>
    </message>
    <message>
        <location filename="../views/catalog/ImportDialog.cpp" line="521"/>
        <source>Skipped &amp;&amp; &amp;Notes (%1)</source>
        <translation>Übersprungen &amp;&amp; Hin&amp;weise (%1)</translation>
    </message>
    <message>
        <location filename="../views/catalog/ImportDialog.cpp" line="533"/>
        <source>There is no catalog to import into.</source>
        <translation>Es gibt keinen Katalog, in den importiert werden kann.</translation>
    </message>
    <message>
        <location filename="../views/catalog/ImportDialog.cpp" line="544"/>
        <source>Nothing was imported: %1</source>
        <translation>Es wurde nichts importiert: %1</translation>
    </message>
    <message>
        <location filename="../views/catalog/ImportDialog.cpp" line="566"/>
        <source>Reading 1 file…</source>
        <translation>1 Datei wird gelesen…</translation>
    </message>
    <message>
        <location filename="../views/catalog/ImportDialog.cpp" line="567"/>
        <source>Reading %1 files…</source>
        <translation>%1 Dateien werden gelesen…</translation>
    </message>
    <message>
        <location filename="../views/catalog/ImportDialog.cpp" line="571"/>
        <source>Preview of 1 file; nothing is written until you import.</source>
        <translation>Vorschau von 1 Datei; es wird nichts geschrieben, bevor Sie importieren.</translation>
    </message>
    <message>
        <location filename="../views/catalog/ImportDialog.cpp" line="572"/>
        <source>Preview of %1 files; nothing is written until you import.</source>
        <translation>Vorschau von %1 Dateien; es wird nichts geschrieben, bevor Sie importieren.</translation>
    </message>
    <message>
        <location filename="../views/catalog/ImportDialog.cpp" line="582"/>
        <source>Add Files to Import</source>
        <translation>Dateien zum Importieren hinzufügen</translation>
    </message>
    <message>
        <location filename="../views/catalog/ImportDialog.cpp" line="583"/>
        <source>JSON files (*.json);;All files (*)</source>
        <translation>JSON-Dateien (*.json);;Alle Dateien (*)</translation>
    </message>
</context>
<context>
    <name>capplan::views::ImportPreviewModel</name>
    <message>
        <location filename="../views/catalog/ImportPreviewModel.cpp" line="32"/>
        <source>new</source>
        <translation>neu</translation>
    </message>
    <message>
        <location filename="../views/catalog/ImportPreviewModel.cpp" line="34"/>
        <source>changed</source>
        <translation>geändert</translation>
    </message>
    <message>
        <location filename="../views/catalog/ImportPreviewModel.cpp" line="36"/>
        <source>unchanged</source>
        <translation>unverändert</translation>
    </message>
    <message>
        <location filename="../views/catalog/ImportPreviewModel.cpp" line="38"/>
        <source>removed</source>
        <translation>entfernt</translation>
    </message>
    <message>
        <location filename="../views/catalog/ImportPreviewModel.cpp" line="47"/>
        <source>size</source>
        <translation>VM-Größe</translation>
    </message>
    <message>
        <location filename="../views/catalog/ImportPreviewModel.cpp" line="49"/>
        <source>price</source>
        <translation>Preis</translation>
    </message>
    <message>
        <location filename="../views/catalog/ImportPreviewModel.cpp" line="51"/>
        <source>quota</source>
        <translation>Kontingent</translation>
    </message>
    <message>
        <location filename="../views/catalog/ImportPreviewModel.cpp" line="53"/>
        <source>region</source>
        <translation>Region</translation>
    </message>
    <message>
        <location filename="../views/catalog/ImportPreviewModel.cpp" line="55"/>
        <source>data transfer</source>
        <translation>Datenübertragung</translation>
    </message>
    <message>
        <location filename="../views/catalog/ImportPreviewModel.cpp" line="152"/>
        <source>Action</source>
        <translation>Aktion</translation>
    </message>
    <message>
        <location filename="../views/catalog/ImportPreviewModel.cpp" line="154"/>
        <source>Section</source>
        <translation>Bereich</translation>
    </message>
    <message>
        <location filename="../views/catalog/ImportPreviewModel.cpp" line="156"/>
        <source>Subject</source>
        <translation>Gegenstand</translation>
    </message>
    <message>
        <location filename="../views/catalog/ImportPreviewModel.cpp" line="158"/>
        <source>Field</source>
        <translation>Feld</translation>
    </message>
    <message>
        <location filename="../views/catalog/ImportPreviewModel.cpp" line="160"/>
        <source>Old</source>
        <translation>Alt</translation>
    </message>
    <message>
        <location filename="../views/catalog/ImportPreviewModel.cpp" line="162"/>
        <source>New</source>
        <translation>Neu</translation>
    </message>
</context>
<context>
    <name>capplan::views::InputsPanel</name>
    <message>
        <location filename="../views/inputs/InputsPanel.cpp" line="526"/>
        <source>Plan</source>
        <translation>Plan</translation>
    </message>
    <message>
        <location filename="../views/inputs/InputsPanel.cpp" line="527"/>
        <source>Memory per GPU</source>
        <translation>Speicher je GPU</translation>
    </message>
    <message>
        <location filename="../views/inputs/InputsPanel.cpp" line="529"/>
        <source>Parallel layout</source>
        <translation>Parallele Aufteilung</translation>
    </message>
    <message>
        <location filename="../views/inputs/InputsPanel.cpp" line="530"/>
        <source>Failures and checkpoints</source>
        <translation>Ausfälle und Checkpoints</translation>
    </message>
    <message>
        <location filename="../views/inputs/InputsPanel.cpp" line="531"/>
        <source>Training data</source>
        <translation>Trainingsdaten</translation>
    </message>
    <message>
        <location filename="../views/inputs/InputsPanel.cpp" line="532"/>
        <source>&amp;Name:</source>
        <translation>&amp;Name:</translation>
    </message>
    <message>
        <location filename="../views/inputs/InputsPanel.cpp" line="533"/>
        <source>e.g. sft-7b-2node</source>
        <translation>z. B. sft-7b-2node</translation>
    </message>
    <message>
        <location filename="../views/inputs/InputsPanel.cpp" line="534"/>
        <source>VM size and price</source>
        <translation>VM-Größe und Preis</translation>
    </message>
    <message>
        <location filename="../views/inputs/InputsPanel.cpp" line="535"/>
        <source>&amp;Size:</source>
        <translation>&amp;VM-Größe:</translation>
    </message>
    <message>
        <location filename="../views/inputs/InputsPanel.cpp" line="536"/>
        <source>&amp;Region:</source>
        <translation>&amp;Region:</translation>
    </message>
    <message>
        <location filename="../views/inputs/InputsPanel.cpp" line="540"/>
        <source>Currency:</source>
        <translation>Währung:</translation>
    </message>
    <message>
        <location filename="../views/inputs/InputsPanel.cpp" line="546"/>
        <source>&amp;Price / node-h:</source>
        <translation>&amp;Preis / Knoten-h:</translation>
    </message>
    <message>
        <location filename="../views/inputs/InputsPanel.cpp" line="549"/>
        <source>Workload</source>
        <translation>Workload</translation>
    </message>
    <message>
        <location filename="../views/inputs/InputsPanel.cpp" line="550"/>
        <source>&amp;Workload form:</source>
        <translation>&amp;Workload-Form:</translation>
    </message>
    <message>
        <location filename="../views/inputs/InputsPanel.cpp" line="551"/>
        <source>GPU-hours</source>
        <translation>GPU-Stunden</translation>
    </message>
    <message>
        <location filename="../views/inputs/InputsPanel.cpp" line="552"/>
        <source>Tokens and tokens/s per GPU</source>
        <translation>Tokens und Tokens/s pro GPU</translation>
    </message>
    <message>
        <location filename="../views/inputs/InputsPanel.cpp" line="553"/>
        <source>Tokens, parameters and MFU</source>
        <translation>Tokens, Parameter und MFU</translation>
    </message>
    <message>
        <location filename="../views/inputs/InputsPanel.cpp" line="554"/>
        <source>&amp;GPU-hours:</source>
        <translation>GPU-St&amp;unden:</translation>
    </message>
    <message>
        <location filename="../views/inputs/InputsPanel.cpp" line="555"/>
        <location filename="../views/inputs/InputsPanel.cpp" line="557"/>
        <source>T&amp;okens:</source>
        <translation>T&amp;okens:</translation>
    </message>
    <message>
        <location filename="../views/inputs/InputsPanel.cpp" line="556"/>
        <source>Tokens/s per GP&amp;U:</source>
        <translation>Tokens/s pro GP&amp;U:</translation>
    </message>
    <message>
        <location filename="../views/inputs/InputsPanel.cpp" line="558"/>
        <source>Para&amp;meters:</source>
        <translation>Para&amp;meter:</translation>
    </message>
    <message>
        <location filename="../views/inputs/InputsPanel.cpp" line="559"/>
        <source>MF&amp;U:</source>
        <translation>MF&amp;U:</translation>
    </message>
    <message>
        <location filename="../views/inputs/InputsPanel.cpp" line="561"/>
        <source>Scaling</source>
        <translation>Skalierung</translation>
    </message>
    <message>
        <location filename="../views/inputs/InputsPanel.cpp" line="562"/>
        <source>Efficienc&amp;y:</source>
        <translation>Effi&amp;zienz:</translation>
    </message>
    <message>
        <location filename="../views/inputs/InputsPanel.cpp" line="563"/>
        <source>Goo&amp;dput:</source>
        <translation>&amp;Goodput:</translation>
    </message>
    <message>
        <location filename="../views/inputs/InputsPanel.cpp" line="565"/>
        <source>Node &amp;counts:</source>
        <translation>Knotenzah&amp;len:</translation>
    </message>
    <message>
        <location filename="../views/inputs/InputsPanel.cpp" line="566"/>
        <source>1-16 (default)</source>
        <translation>1-16 (Standard)</translation>
    </message>
    <message>
        <location filename="../views/inputs/InputsPanel.cpp" line="567"/>
        <source>Constraints</source>
        <translation>Vorgaben</translation>
    </message>
    <message>
        <location filename="../views/inputs/InputsPanel.cpp" line="568"/>
        <source>Deadl&amp;ine:</source>
        <translation>&amp;Frist:</translation>
    </message>
    <message>
        <location filename="../views/inputs/InputsPanel.cpp" line="569"/>
        <source>&amp;Budget:</source>
        <translation>Budg&amp;et:</translation>
    </message>
    <message>
        <location filename="../views/inputs/InputsPanel.cpp" line="571"/>
        <source> GPU-h</source>
        <translation> GPU-h</translation>
    </message>
    <message>
        <location filename="../views/inputs/InputsPanel.cpp" line="572"/>
        <source> tok/s</source>
        <translation> tok/s</translation>
    </message>
    <message>
        <location filename="../views/inputs/InputsPanel.cpp" line="573"/>
        <location filename="../views/inputs/InputsPanel.cpp" line="574"/>
        <source> %</source>
        <translation> %</translation>
    </message>
    <message>
        <location filename="../views/inputs/InputsPanel.cpp" line="583"/>
        <source>A short name for the plan; it goes into the plan file</source>
        <translation>Ein kurzer Name für den Plan; er wird in der Plandatei gespeichert</translation>
    </message>
    <message>
        <location filename="../views/inputs/InputsPanel.cpp" line="584"/>
        <source>The Azure VM size of each node; retired sizes are marked</source>
        <translation>Die Azure-VM-Größe jedes Knotens; eingestellte VM-Größen sind markiert</translation>
    </message>
    <message>
        <location filename="../views/inputs/InputsPanel.cpp" line="585"/>
        <source>Regions where the catalog has a price for this size</source>
        <translation>Regionen, für die der Katalog einen Preis für diese VM-Größe enthält</translation>
    </message>
    <message>
        <location filename="../views/inputs/InputsPanel.cpp" line="586"/>
        <source>Azure ML cluster tier: dedicated, or low priority (cheaper, can be preempted)</source>
        <translation>Tarif des Azure-ML-Clusters: dediziert oder niedrige Priorität (günstiger, kann unterbrochen werden)</translation>
    </message>
    <message>
        <location filename="../views/inputs/InputsPanel.cpp" line="587"/>
        <source>The plan&apos;s currency: it uses only catalog prices in it, and your price and budget are in it. Prices are never converted; import a Retail Prices page with that currencyCode to price a plan in it.</source>
        <translation>Die Währung des Plans: Er verwendet nur Katalogpreise in dieser Währung, und Ihr Preis und Budget sind in ihr angegeben. Preise werden nie umgerechnet; importieren Sie eine Retail-Prices-Seite mit diesem currencyCode, um einen Plan darin zu bepreisen.</translation>
    </message>
    <message>
        <location filename="../views/inputs/InputsPanel.cpp" line="590"/>
        <source>Dedicated; low priority on an Azure ML cluster, Spot for a serverless job (both cheaper, both can be preempted)</source>
        <translation>Dediziert; Low Priority auf einem Azure-ML-Cluster, Spot für einen serverlosen Job (beide günstiger, beide können entzogen werden)</translation>
    </message>
    <message>
        <location filename="../views/inputs/InputsPanel.cpp" line="592"/>
        <source>Where the plan runs: an Azure ML cluster, a serverless Azure ML job, Slurm on VM scale sets or Kubernetes (AKS); it decides the tiers and which quota the nodes draw on</source>
        <translation>Wo der Plan läuft: ein Azure-ML-Cluster, ein serverloser Azure-ML-Job, Slurm auf VM-Skalierungsgruppen oder Kubernetes (AKS); davon hängen die Tarife ab und welches Kontingent die Knoten belegen</translation>
    </message>
    <message>
        <location filename="../views/inputs/InputsPanel.cpp" line="594"/>
        <source>Check to enter your own price (e.g. a negotiated rate) instead of the catalog&apos;s</source>
        <translation>Aktivieren, um statt des Katalogpreises einen eigenen Preis einzugeben (z. B. einen ausgehandelten)</translation>
    </message>
    <message>
        <location filename="../views/inputs/InputsPanel.cpp" line="595"/>
        <source>Price of one node (VM) for one hour</source>
        <translation>Preis eines Knotens (VM) für eine Stunde</translation>
    </message>
    <message>
        <location filename="../views/inputs/InputsPanel.cpp" line="596"/>
        <source>How the training work is described, as in the plan file</source>
        <translation>Wie der Trainingsaufwand angegeben wird (wie in der Plandatei)</translation>
    </message>
    <message>
        <location filename="../views/inputs/InputsPanel.cpp" line="597"/>
        <source>GPU-hours the run needs on one node at 100 % efficiency</source>
        <translation>GPU-Stunden, die der Lauf auf einem Knoten bei 100 % Effizienz benötigt</translation>
    </message>
    <message>
        <location filename="../views/inputs/InputsPanel.cpp" line="598"/>
        <source>Tokens to train on; 2e9, 2B and 2,000,000,000 all work</source>
        <translation>Zu trainierende Tokens; 2e9, 2B und 2.000.000.000 sind alle möglich</translation>
    </message>
    <message>
        <location filename="../views/inputs/InputsPanel.cpp" line="600"/>
        <location filename="../views/inputs/InputsPanel.cpp" line="871"/>
        <source>Measured (or estimated) training throughput per GPU</source>
        <translation>Gemessener (oder geschätzter) Trainingsdurchsatz pro GPU</translation>
    </message>
    <message>
        <location filename="../views/inputs/InputsPanel.cpp" line="601"/>
        <source>Model parameters; 8e9 and 8B both work. Training FLOPs = 6 × parameters × tokens</source>
        <translation>Modellparameter; 8e9 und 8B sind beide möglich. Trainings-FLOPs = 6 × Parameter × Tokens</translation>
    </message>
    <message>
        <location filename="../views/inputs/InputsPanel.cpp" line="836"/>
        <source>Not used while the plan has a parallel layout: the step-time model gives the rate and the efficiency. Remove the layout (Parallel layout section) to use it again.</source>
        <translation>Nicht verwendet, solange der Plan eine parallele Aufteilung hat: das Schrittzeitmodell liefert Rate und Effizienz. Entfernen Sie die Aufteilung (Abschnitt Parallele Aufteilung), um es wieder zu verwenden.</translation>
    </message>
    <message>
        <location filename="../views/inputs/InputsPanel.cpp" line="838"/>
        <source>Not used while the plan knows its model: the step-time model gives the rate and the efficiency on the layout the planner chooses per node count. A measured MFU calibrates the model as a measured run (&quot;mfu&quot; with its node count in the plan&apos;s measurements).</source>
        <translation>Nicht verwendet, solange der Plan sein Modell kennt: Das Schrittzeitmodell gibt Durchsatz und Effizienz auf der Aufteilung, die der Planer je Knotenzahl wählt. Eine gemessene MFU kalibriert das Modell als gemessener Lauf („mfu“ mit ihrer Knotenzahl in den Messungen des Plans).</translation>
    </message>
    <message>
        <location filename="../views/inputs/InputsPanel.cpp" line="843"/>
        <source>Model FLOPs utilisation against the size&apos;s dense BF16 peak</source>
        <translation>Modell-FLOPs-Auslastung (MFU), bezogen auf die BF16-Spitzenleistung (dense) der VM-Größe</translation>
    </message>
    <message>
        <location filename="../views/inputs/InputsPanel.cpp" line="847"/>
        <source>Scaling efficiency (speedup ÷ nodes) at a few node counts; linear in log2(nodes) between them</source>
        <translation>Skalierungseffizienz (Beschleunigung ÷ Knoten) bei einigen Knotenzahlen; dazwischen linear in log2(Knoten)</translation>
    </message>
    <message>
        <location filename="../views/inputs/InputsPanel.cpp" line="603"/>
        <source>Share of the wall clock spent on useful training (restarts, checkpoints, stalls take the rest)</source>
        <translation>Anteil der Laufzeit mit nutzbarem Training (der Rest entfällt auf Neustarts, Checkpoints und Stillstände)</translation>
    </message>
    <message>
        <location filename="../views/inputs/InputsPanel.cpp" line="605"/>
        <source>Fixed hours per run: startup, image pull, final checkpoint</source>
        <translation>Feste Stunden pro Lauf: Start, Laden des Images, letzter Checkpoint</translation>
    </message>
    <message>
        <location filename="../views/inputs/InputsPanel.cpp" line="606"/>
        <source>Node counts to compare, e.g. 1, 2, 4 or 1-16</source>
        <translation>Zu vergleichende Knotenzahlen, z. B. 1, 2, 4 oder 1-16</translation>
    </message>
    <message>
        <location filename="../views/inputs/InputsPanel.cpp" line="607"/>
        <source>Latest acceptable wall clock</source>
        <translation>Längste zulässige Laufzeit</translation>
    </message>
    <message>
        <location filename="../views/inputs/InputsPanel.cpp" line="608"/>
        <source>Most the run may cost</source>
        <translation>Höchstbetrag, den der Lauf kosten darf</translation>
    </message>
    <message>
        <location filename="../views/inputs/InputsPanel.cpp" line="636"/>
        <location filename="../views/inputs/InputsPanel.cpp" line="643"/>
        <source>your own price in “%1”</source>
        <extracomment>what a message asks for when the catalog has no price; %1: the price field&apos;s label
----------
what a message asks for when no transfer price is known; %1: the check box&apos;s label</extracomment>
        <translation>Ihren eigenen Preis in „%1“</translation>
    </message>
    <message>
        <location filename="../views/inputs/InputsPanel.cpp" line="639"/>
        <source>a measured “%1” (workload form “%2”)</source>
        <extracomment>%1: the label of the measured rate in the tokens and tokens/s form</extracomment>
        <translation>gemessene „%1“ (Workload-Form „%2“)</translation>
    </message>
    <message>
        <location filename="../views/inputs/InputsPanel.cpp" line="672"/>
        <source>%1 (retired)</source>
        <translation>%1 (eingestellt)</translation>
    </message>
    <message>
        <location filename="../views/inputs/InputsPanel.cpp" line="676"/>
        <source>Retired: existing clusters must move to a current size</source>
        <translation>Eingestellt: Bestehende Cluster müssen auf eine aktuelle VM-Größe wechseln</translation>
    </message>
    <message>
        <location filename="../views/inputs/InputsPanel.cpp" line="679"/>
        <source>%1 × %2, %3 vCPUs</source>
        <translation>%1 × %2, %3 vCPUs</translation>
    </message>
    <message>
        <location filename="../views/inputs/InputsPanel.cpp" line="690"/>
        <source>%1 (not in catalog)</source>
        <translation>%1 (nicht im Katalog)</translation>
    </message>
    <message>
        <location filename="../views/inputs/InputsPanel.cpp" line="707"/>
        <source>%1 (no catalog price)</source>
        <translation>%1 (kein Katalogpreis)</translation>
    </message>
    <message>
        <location filename="../views/inputs/InputsPanel.cpp" line="731"/>
        <source>%1 (catalog price)</source>
        <extracomment>a currency in the plan&apos;s currency list that the catalog has a price in, e.g. &quot;EUR (catalog price)&quot;</extracomment>
        <translation>%1 (Katalogpreis)</translation>
    </message>
    <message>
        <location filename="../views/inputs/InputsPanel.cpp" line="868"/>
        <source>Measured on %1; this size has %2. Type the rate measured on it, or use the MFU form.</source>
        <extracomment>%1, %2: GPU models, e.g. &quot;NVIDIA H100 80GB SXM&quot; and &quot;NVIDIA A100 80GB SXM&quot;</extracomment>
        <translation>Gemessen auf %1; diese Größe hat %2. Geben Sie die dort gemessene Rate ein oder nutzen Sie die MFU-Form.</translation>
    </message>
    <message>
        <location filename="../views/inputs/InputsPanel.cpp" line="889"/>
        <source>Your price; the catalog says %1.</source>
        <translation>Ihr Preis; laut Katalog %1.</translation>
    </message>
    <message>
        <location filename="../views/inputs/InputsPanel.cpp" line="891"/>
        <source>Your price, in %1; the catalog has none in %1 for this region and tier.</source>
        <translation>Ihr Preis, in %1; der Katalog hat keinen in %1 für diese Region und diesen Tarif.</translation>
    </message>
    <message>
        <location filename="../views/inputs/InputsPanel.cpp" line="904"/>
        <source>No catalog price in %1 for this region and tier: check the box to enter one, or choose a currency the catalog has.</source>
        <translation>Kein Katalogpreis in %1 für diese Region und diesen Tarif: Aktivieren Sie das Kästchen, um einen einzugeben, oder wählen Sie eine Währung, die der Katalog hat.</translation>
    </message>
    <message>
        <location filename="../views/inputs/InputsPanel.cpp" line="901"/>
        <source>Catalog price.</source>
        <translation>Katalogpreis.</translation>
    </message>
    <message>
        <location filename="../views/inputs/InputsPanel.cpp" line="441"/>
        <source>none</source>
        <translation>keins</translation>
    </message>
    <message>
        <location filename="../views/inputs/InputsPanel.cpp" line="444"/>
        <source>config.json</source>
        <translation>config.json</translation>
    </message>
    <message>
        <location filename="../views/inputs/InputsPanel.cpp" line="447"/>
        <source>step-time model</source>
        <translation>Schrittzeitmodell</translation>
    </message>
    <message>
        <location filename="../views/inputs/InputsPanel.cpp" line="448"/>
        <source>fabric model</source>
        <translation>Fabric-Modell</translation>
    </message>
    <message>
        <location filename="../views/inputs/InputsPanel.cpp" line="449"/>
        <source>efficiency table</source>
        <translation>Effizienztabelle</translation>
    </message>
    <message>
        <location filename="../views/inputs/InputsPanel.cpp" line="451"/>
        <location filename="../views/inputs/InputsPanel.cpp" line="452"/>
        <location filename="../views/inputs/InputsPanel.cpp" line="453"/>
        <source>on</source>
        <translation>an</translation>
    </message>
    <message>
        <location filename="../views/inputs/InputsPanel.cpp" line="451"/>
        <location filename="../views/inputs/InputsPanel.cpp" line="452"/>
        <location filename="../views/inputs/InputsPanel.cpp" line="453"/>
        <source>off</source>
        <translation>aus</translation>
    </message>
    <message>
        <location filename="../views/inputs/InputsPanel.cpp" line="537"/>
        <source>Tier:</source>
        <translation>&amp;Tarif:</translation>
    </message>
    <message>
        <location filename="../views/inputs/InputsPanel.cpp" line="542"/>
        <source>Compute backend:</source>
        <translation>Ausführungsziel:</translation>
    </message>
    <message>
        <location filename="../views/inputs/InputsPanel.cpp" line="564"/>
        <source>Fi&amp;xed overhead:</source>
        <translation>Fester Overhe&amp;ad:</translation>
    </message>
    <message>
        <location filename="../views/inputs/InputsPanel.cpp" line="902"/>
        <source>Catalog price, not yet verified.</source>
        <translation>Katalogpreis, noch nicht geprüft.</translation>
    </message>
    <message>
        <location filename="../views/inputs/InputsPanel.cpp" line="936"/>
        <source>Price back to the catalog&apos;s %1 for %2 (your %3 was for %4; Undo restores it).</source>
        <translation>Preis zurück auf den Katalogpreis %1 für %2 (Ihre %3 galten für %4; Rückgängig stellt sie wieder her).</translation>
    </message>
    <message>
        <location filename="../views/inputs/InputsPanel.cpp" line="942"/>
        <source>Your price of %1 stays: the catalog has no price for %2 here.</source>
        <translation>Ihr Preis von %1 bleibt: Der Katalog hat hier keinen Preis für %2.</translation>
    </message>
    <message>
        <location filename="../views/inputs/InputsPanel.cpp" line="1074"/>
        <source>“%1”</source>
        <translation>„%1“</translation>
    </message>
    <message>
        <location filename="../views/inputs/InputsPanel.cpp" line="1076"/>
        <source>%1 is not a node count</source>
        <translation>%1 ist keine Knotenzahl</translation>
    </message>
    <message>
        <location filename="../views/inputs/InputsPanel.cpp" line="1076"/>
        <source>%1 are not node counts</source>
        <translation>%1 sind keine Knotenzahlen</translation>
    </message>
    <message>
        <location filename="../views/inputs/InputsPanel.cpp" line="1078"/>
        <source>; write counts such as 1, 2, 4 or ranges such as 1-16</source>
        <translation>; geben Sie Zahlen wie 1, 2, 4 oder Bereiche wie 1-16 ein</translation>
    </message>
    <message>
        <location filename="../views/inputs/InputsPanel.cpp" line="1144"/>
        <location filename="../views/inputs/InputsPanel.cpp" line="1156"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location filename="../views/inputs/InputsPanel.cpp" line="1147"/>
        <source>(and %1 more)</source>
        <extracomment>after a field&apos;s first problem, e.g. &quot;Node counts: … (and 9,700 more)&quot;</extracomment>
        <translation>(und %1 weitere)</translation>
    </message>
    <message>
        <location filename="../views/inputs/InputsPanel.cpp" line="1195"/>
        <source>Efficiency at 1 node</source>
        <translation>Effizienz bei 1 Knoten</translation>
    </message>
    <message>
        <location filename="../views/inputs/InputsPanel.cpp" line="1196"/>
        <source>Efficiency at %1 nodes</source>
        <translation>Effizienz bei %1 Knoten</translation>
    </message>
    <message>
        <location filename="../views/inputs/InputsPanel.cpp" line="1199"/>
        <source>Price per node-hour</source>
        <translation>Preis pro Knotenstunde</translation>
    </message>
    <message>
        <location filename="../views/inputs/InputsPanel.cpp" line="1284"/>
        <source>The plan cannot be evaluated:</source>
        <translation>Der Plan kann nicht ausgewertet werden:</translation>
    </message>
</context>
<context>
    <name>capplan::views::KeystrokeExplainer</name>
    <message>
        <location filename="../views/widgets/KeystrokeExplainer.cpp" line="43"/>
        <source>Must be positive: this value cannot be negative.</source>
        <translation>Muss positiv sein: dieser Wert kann nicht negativ sein.</translation>
    </message>
    <message>
        <location filename="../views/widgets/KeystrokeExplainer.cpp" line="46"/>
        <source>Only a number goes here: “%1” is not part of one.</source>
        <translation>Hier gehört nur eine Zahl hin: „%1“ ist kein Teil davon.</translation>
    </message>
    <message>
        <location filename="../views/widgets/KeystrokeExplainer.cpp" line="48"/>
        <source>“%1” does not fit a number here.</source>
        <translation>„%1“ passt hier nicht in eine Zahl.</translation>
    </message>
</context>
<context>
    <name>capplan::views::LayoutInputs</name>
    <message>
        <location filename="../views/inputs/LayoutInputs.cpp" line="165"/>
        <source>Inferred: %1</source>
        <extracomment>%1: the inferred training stack, e.g. &quot;Hugging Face Trainer&quot;</extracomment>
        <translation>Abgeleitet: %1</translation>
    </message>
    <message>
        <location filename="../views/inputs/LayoutInputs.cpp" line="167"/>
        <source>%1 does not run this; choose another training stack to use it</source>
        <extracomment>%1: the training stack, e.g. &quot;Megatron-Core&quot;</extracomment>
        <translation>%1 unterstützt das nicht; wählen Sie einen anderen Trainings-Stack, um es zu nutzen</translation>
    </message>
    <message>
        <location filename="../views/inputs/LayoutInputs.cpp" line="174"/>
        <source>%1 does not run this strategy</source>
        <translation>%1 unterstützt diese Strategie nicht</translation>
    </message>
    <message>
        <location filename="../views/inputs/LayoutInputs.cpp" line="203"/>
        <source>Not fixed: the planner chooses each node count&apos;s layout (the Options table&apos;s Layout column). Switch the section on to fix one for every row. Estimate: %1</source>
        <translation>Nicht festgelegt: Der Planer wählt die Aufteilung je Knotenzahl (Spalte Aufteilung der Optionstabelle). Schalten Sie den Abschnitt ein, um eine für jede Zeile festzulegen. Schätzung: %1</translation>
    </message>
    <message>
        <location filename="../views/inputs/LayoutInputs.cpp" line="212"/>
        <source>Data-parallel degree: no option yet</source>
        <translation>Datenparallelitätsgrad: noch keine Option</translation>
    </message>
    <message>
        <location filename="../views/inputs/LayoutInputs.cpp" line="217"/>
        <source>Estimate: %1</source>
        <extracomment>%1: the stack and band in words, e.g. &quot;step-time model on the fsdp stack (inferred from the strategy); …&quot;</extracomment>
        <translation>Schätzung: %1</translation>
    </message>
    <message>
        <location filename="../views/inputs/LayoutInputs.cpp" line="221"/>
        <source>%1 → d = %2</source>
        <translation>%1 → d = %2</translation>
    </message>
    <message>
        <location filename="../views/inputs/LayoutInputs.cpp" line="223"/>
        <source>Data-parallel degree: %1</source>
        <translation>Datenparallelitätsgrad: %1</translation>
    </message>
    <message>
        <location filename="../views/inputs/LayoutInputs.cpp" line="230"/>
        <source>&lt;b&gt;%1&lt;/b&gt;: step %2 s = compute %3 + tensor-parallel %4 + bubble %5 + point-to-point %6 + data-parallel %7 + optimizer %8 (MFU %9)</source>
        <extracomment>one option&apos;s step split; all figures in seconds</extracomment>
        <translation>&lt;b&gt;%1&lt;/b&gt;: Schritt %2 s = Rechnen %3 + Tensorparallel %4 + Blase %5 + Punkt-zu-Punkt %6 + Datenparallel %7 + Optimierer %8 (MFU %9)</translation>
    </message>
    <message>
        <location filename="../views/inputs/LayoutInputs.cpp" line="239"/>
        <source>; memory %1 GB per GPU = model states %2 + activations %3 + reserve %4</source>
        <extracomment>one option&apos;s memory split per GPU, in GB</extracomment>
        <translation>; Speicher %1 GB pro GPU = Modellzustände %2 + Aktivierungen %3 + Reserve %4</translation>
    </message>
    <message>
        <location filename="../views/inputs/LayoutInputs.cpp" line="325"/>
        <source>Parallel layout (step time from the model)</source>
        <translation>Parallele Aufteilung (Schrittzeit aus dem Modell)</translation>
    </message>
    <message>
        <location filename="../views/inputs/LayoutInputs.cpp" line="326"/>
        <source>Tensor × pipeline × data parallelism of the run: every node count&apos;s step time, throughput and memory per GPU come from the model&apos;s architecture and the size&apos;s hardware</source>
        <translation>Tensor- × Pipeline- × Datenparallelität des Laufs: Schrittzeit, Durchsatz und Speicher pro GPU jeder Knotenzahl folgen aus der Architektur des Modells und der Hardware der Größe</translation>
    </message>
    <message>
        <location filename="../views/inputs/LayoutInputs.cpp" line="328"/>
        <source>Tensor parallel:</source>
        <translation>Tensorparallel:</translation>
    </message>
    <message>
        <location filename="../views/inputs/LayoutInputs.cpp" line="328"/>
        <source>Pipeline stages:</source>
        <translation>Pipeline-Stufen:</translation>
    </message>
    <message>
        <location filename="../views/inputs/LayoutInputs.cpp" line="328"/>
        <source>Virtual stages:</source>
        <translation>Virtuelle Stufen:</translation>
    </message>
    <message>
        <location filename="../views/inputs/LayoutInputs.cpp" line="329"/>
        <source>Expert parallel:</source>
        <translation>Expertenparallel:</translation>
    </message>
    <message>
        <location filename="../views/inputs/LayoutInputs.cpp" line="329"/>
        <source>Strategy:</source>
        <translation>Strategie:</translation>
    </message>
    <message>
        <location filename="../views/inputs/LayoutInputs.cpp" line="329"/>
        <source>Training stack:</source>
        <translation>Trainings-Stack:</translation>
    </message>
    <message>
        <location filename="../views/inputs/LayoutInputs.cpp" line="330"/>
        <source>Micro-batch:</source>
        <translation>Micro-Batch:</translation>
    </message>
    <message>
        <location filename="../views/inputs/LayoutInputs.cpp" line="331"/>
        <source>Global batch:</source>
        <translation>Globaler Batch:</translation>
    </message>
    <message>
        <location filename="../views/inputs/LayoutInputs.cpp" line="331"/>
        <source>Sequence length:</source>
        <translation>Sequenzlänge:</translation>
    </message>
    <message>
        <location filename="../views/inputs/LayoutInputs.cpp" line="331"/>
        <source>Recomputation:</source>
        <translation>Neuberechnung:</translation>
    </message>
    <message>
        <location filename="../views/inputs/LayoutInputs.cpp" line="332"/>
        <source>Precision:</source>
        <translation>Genauigkeit:</translation>
    </message>
    <message>
        <location filename="../views/inputs/LayoutInputs.cpp" line="336"/>
        <source>GPUs per tensor-parallel group; beyond the NVLink domain it runs over InfiniBand</source>
        <translation>GPUs pro tensorparalleler Gruppe; jenseits der NVLink-Domäne läuft sie über InfiniBand</translation>
    </message>
    <message>
        <location filename="../views/inputs/LayoutInputs.cpp" line="337"/>
        <source>Pipeline stages; the bubble is (p − 1)/(v · micro-batches) of the step</source>
        <translation>Pipeline-Stufen; die Blase beträgt (p − 1)/(v · Micro-Batches) des Schritts</translation>
    </message>
    <message>
        <location filename="../views/inputs/LayoutInputs.cpp" line="338"/>
        <source>Model chunks per pipeline stage (interleaved schedule)</source>
        <translation>Modellabschnitte pro Pipeline-Stufe (verschachtelter Ablauf)</translation>
    </message>
    <message>
        <location filename="../views/inputs/LayoutInputs.cpp" line="339"/>
        <source>Sequence parallelism</source>
        <translation>Sequenzparallelität</translation>
    </message>
    <message>
        <location filename="../views/inputs/LayoutInputs.cpp" line="340"/>
        <source>Splits norms and dropouts over the tensor-parallel group (reduce-scatter + all-gather instead of all-reduce)</source>
        <translation>Teilt Normen und Dropouts über die tensorparallele Gruppe (Reduce-Scatter + All-Gather statt All-Reduce)</translation>
    </message>
    <message>
        <location filename="../views/inputs/LayoutInputs.cpp" line="342"/>
        <source>Splits the data-parallel group for the experts of a mixture of experts</source>
        <translation>Teilt die datenparallele Gruppe für die Experten eines Mixture-of-Experts-Modells</translation>
    </message>
    <message>
        <location filename="../views/inputs/LayoutInputs.cpp" line="343"/>
        <source>DDP</source>
        <translation>DDP</translation>
    </message>
    <message>
        <location filename="../views/inputs/LayoutInputs.cpp" line="343"/>
        <source>ZeRO-1</source>
        <translation>ZeRO-1</translation>
    </message>
    <message>
        <location filename="../views/inputs/LayoutInputs.cpp" line="343"/>
        <source>ZeRO-2</source>
        <translation>ZeRO-2</translation>
    </message>
    <message>
        <location filename="../views/inputs/LayoutInputs.cpp" line="343"/>
        <source>ZeRO-3</source>
        <translation>ZeRO-3</translation>
    </message>
    <message>
        <location filename="../views/inputs/LayoutInputs.cpp" line="343"/>
        <source>FSDP</source>
        <translation>FSDP</translation>
    </message>
    <message>
        <location filename="../views/inputs/LayoutInputs.cpp" line="349"/>
        <source>Not named</source>
        <translation>Nicht genannt</translation>
    </message>
    <message>
        <location filename="../views/inputs/LayoutInputs.cpp" line="353"/>
        <source>The training stack the estimate assumes: its attention kernel, fused kernels, optimizer and communication overlap. Not named: the Hugging Face Trainer, as Azure ML&apos;s documentation runs it; a layout it cannot run (tensor or pipeline parallelism) runs on PyTorch for DDP and FSDP, on DeepSpeed for ZeRO</source>
        <translation>Der Trainings-Stack, den die Schätzung annimmt: sein Attention-Kernel, fusionierte Kernel, Optimierer und Kommunikationsüberlappung. Nicht genannt: der Hugging Face Trainer, wie ihn die Dokumentation von Azure ML ausführt; ein Layout, das er nicht ausführen kann (Tensor- oder Pipeline-Parallelität), läuft für DDP und FSDP auf PyTorch, für ZeRO auf DeepSpeed</translation>
    </message>
    <message>
        <location filename="../views/inputs/LayoutInputs.cpp" line="357"/>
        <source>torch.compile</source>
        <translation>torch.compile</translation>
    </message>
    <message>
        <location filename="../views/inputs/LayoutInputs.cpp" line="358"/>
        <source>PyTorch with torch.compile: the elementwise kernels fused, fewer launches</source>
        <translation>PyTorch mit torch.compile: elementweise Kernel fusioniert, weniger Kernel-Starts</translation>
    </message>
    <message>
        <location filename="../views/inputs/LayoutInputs.cpp" line="365"/>
        <location filename="../views/inputs/LayoutInputs.cpp" line="366"/>
        <source> seq</source>
        <translation> Seq.</translation>
    </message>
    <message>
        <location filename="../views/inputs/LayoutInputs.cpp" line="367"/>
        <source>Sequences per optimizer step; it must divide into data-parallel degree × micro-batch</source>
        <translation>Sequenzen pro Optimiererschritt; muss sich auf Datenparallelitätsgrad × Micro-Batch aufteilen lassen</translation>
    </message>
    <message>
        <location filename="../views/inputs/LayoutInputs.cpp" line="368"/>
        <source> tokens</source>
        <translation> Tokens</translation>
    </message>
    <message>
        <location filename="../views/inputs/LayoutInputs.cpp" line="369"/>
        <source>None</source>
        <translation>Keine</translation>
    </message>
    <message>
        <location filename="../views/inputs/LayoutInputs.cpp" line="369"/>
        <source>Selective (attention)</source>
        <translation>Selektiv (Attention)</translation>
    </message>
    <message>
        <location filename="../views/inputs/LayoutInputs.cpp" line="369"/>
        <source>Full</source>
        <translation>Vollständig</translation>
    </message>
    <message>
        <location filename="../views/inputs/LayoutInputs.cpp" line="373"/>
        <source>BF16</source>
        <translation>BF16</translation>
    </message>
    <message>
        <location filename="../views/inputs/LayoutInputs.cpp" line="374"/>
        <source>FP8</source>
        <translation>FP8</translation>
    </message>
</context>
<context>
    <name>capplan::views::MainWindow</name>
    <message>
        <location filename="../views/main/MainWindow.cpp" line="431"/>
        <source>&amp;File</source>
        <translation>&amp;Datei</translation>
    </message>
    <message>
        <location filename="../views/main/MainWindow.cpp" line="432"/>
        <source>&amp;New</source>
        <translation>&amp;Neu</translation>
    </message>
    <message>
        <location filename="../views/main/MainWindow.cpp" line="433"/>
        <source>Start a new plan</source>
        <translation>Neuen Plan beginnen</translation>
    </message>
    <message>
        <location filename="../views/main/MainWindow.cpp" line="434"/>
        <source>&amp;Open…</source>
        <translation>&amp;Öffnen…</translation>
    </message>
    <message>
        <location filename="../views/main/MainWindow.cpp" line="435"/>
        <source>Open a plan file</source>
        <translation>Plandatei öffnen</translation>
    </message>
    <message>
        <location filename="../views/main/MainWindow.cpp" line="436"/>
        <source>Open &amp;Recent</source>
        <translation>&amp;Zuletzt geöffnet</translation>
    </message>
    <message>
        <location filename="../views/main/MainWindow.cpp" line="437"/>
        <source>&amp;Clear List</source>
        <translation>Liste &amp;leeren</translation>
    </message>
    <message>
        <location filename="../views/main/MainWindow.cpp" line="438"/>
        <source>&amp;Save</source>
        <translation>&amp;Speichern</translation>
    </message>
    <message>
        <location filename="../views/main/MainWindow.cpp" line="439"/>
        <source>Save &amp;As…</source>
        <translation>Speichern &amp;unter…</translation>
    </message>
    <message>
        <location filename="../views/main/MainWindow.cpp" line="445"/>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <location filename="../views/main/MainWindow.cpp" line="446"/>
        <source>&amp;Edit</source>
        <translation>&amp;Bearbeiten</translation>
    </message>
    <message>
        <location filename="../views/main/MainWindow.cpp" line="448"/>
        <source>&amp;Language</source>
        <translation>&amp;Sprache</translation>
    </message>
    <message>
        <location filename="../views/main/MainWindow.cpp" line="449"/>
        <location filename="../views/main/MainWindow.cpp" line="453"/>
        <source>&amp;System</source>
        <translation>&amp;System</translation>
    </message>
    <message>
        <location filename="../views/main/MainWindow.cpp" line="450"/>
        <source>&amp;View</source>
        <translation>Ansi&amp;cht</translation>
    </message>
    <message>
        <location filename="../views/main/MainWindow.cpp" line="451"/>
        <source>&amp;Theme</source>
        <translation>&amp;Farbschema</translation>
    </message>
    <message>
        <location filename="../views/main/MainWindow.cpp" line="454"/>
        <source>The colours and style of the desktop</source>
        <translation>Die Farben und der Stil des Desktops</translation>
    </message>
    <message>
        <location filename="../views/main/MainWindow.cpp" line="455"/>
        <source>&amp;Light</source>
        <translation>&amp;Hell</translation>
    </message>
    <message>
        <location filename="../views/main/MainWindow.cpp" line="456"/>
        <source>Dark text on light backgrounds, whatever the desktop uses</source>
        <translation>Dunkler Text auf hellem Grund, gleich was der Desktop verwendet</translation>
    </message>
    <message>
        <location filename="../views/main/MainWindow.cpp" line="457"/>
        <source>&amp;Dark</source>
        <translation>&amp;Dunkel</translation>
    </message>
    <message>
        <location filename="../views/main/MainWindow.cpp" line="458"/>
        <source>Light text on dark backgrounds, whatever the desktop uses</source>
        <translation>Heller Text auf dunklem Grund, gleich was der Desktop verwendet</translation>
    </message>
    <message>
        <location filename="../views/main/MainWindow.cpp" line="459"/>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <location filename="../views/main/MainWindow.cpp" line="460"/>
        <source>&amp;Guide</source>
        <translation>&amp;Anleitung</translation>
    </message>
    <message>
        <location filename="../views/main/MainWindow.cpp" line="461"/>
        <source>This is the worked example of the guide (168 GPU-hours, 13 h deadline). &lt;a href=&quot;new&quot;&gt;Start a blank plan&lt;/a&gt; · &lt;a href=&quot;guide&quot;&gt;Read the guide&lt;/a&gt; · &lt;a href=&quot;hide&quot;&gt;Hide&lt;/a&gt;</source>
        <translation>Dies ist das Rechenbeispiel der Anleitung (168 GPU-Stunden, Frist 13 h). &lt;a href=&quot;new&quot;&gt;Leeren Plan beginnen&lt;/a&gt; · &lt;a href=&quot;guide&quot;&gt;Anleitung lesen&lt;/a&gt; · &lt;a href=&quot;hide&quot;&gt;Ausblenden&lt;/a&gt;</translation>
    </message>
    <message>
        <location filename="../views/main/MainWindow.cpp" line="464"/>
        <source>&amp;About GPU Capacity Planner</source>
        <translation>&amp;Über GPU Capacity Planner</translation>
    </message>
    <message>
        <location filename="../views/main/MainWindow.cpp" line="465"/>
        <source>About &amp;Qt</source>
        <translation>Über &amp;Qt</translation>
    </message>
    <message>
        <location filename="../views/main/MainWindow.cpp" line="466"/>
        <source>Ris&amp;k</source>
        <translation>Risi&amp;ko</translation>
    </message>
    <message>
        <location filename="../views/main/MainWindow.cpp" line="467"/>
        <source>Scaling</source>
        <translation>Skalierung</translation>
    </message>
    <message>
        <location filename="../views/main/MainWindow.cpp" line="468"/>
        <source>Quota &amp;&amp; regions</source>
        <translation>Kontingent &amp;&amp; Regionen</translation>
    </message>
    <message>
        <location filename="../views/main/MainWindow.cpp" line="469"/>
        <source>Compare sizes</source>
        <translation>Größen vergleichen</translation>
    </message>
    <message>
        <location filename="../views/main/MainWindow.cpp" line="470"/>
        <source>Best plans</source>
        <translation>Beste Pläne</translation>
    </message>
    <message>
        <location filename="../views/main/MainWindow.cpp" line="471"/>
        <source>&amp;Import…</source>
        <translation>&amp;Importieren…</translation>
    </message>
    <message>
        <location filename="../views/main/MainWindow.cpp" line="474"/>
        <source>Import &amp;Training Log…</source>
        <translation>&amp;Trainingsprotokoll importieren…</translation>
    </message>
    <message>
        <location filename="../views/main/MainWindow.cpp" line="475"/>
        <source>Calibrate the plan from a training log&apos;s measured throughput (Hugging Face Trainer, NeMo, Megatron-LM, torchtitan, DeepSpeed)</source>
        <translation>Den Plan aus dem gemessenen Durchsatz eines Trainingsprotokolls kalibrieren (Hugging Face Trainer, NeMo, Megatron-LM, torchtitan, DeepSpeed)</translation>
    </message>
    <message>
        <location filename="../views/main/MainWindow.cpp" line="477"/>
        <source>Import prices, quota or sizes from the files Azure&apos;s tools print, with a preview</source>
        <translation>Preise, Kontingente oder VM-Größen aus den Ausgaben der Azure-Tools importieren, mit Vorschau</translation>
    </message>
    <message>
        <location filename="../views/main/MainWindow.cpp" line="479"/>
        <source>New &amp;Portfolio</source>
        <translation>Neues &amp;Portfolio</translation>
    </message>
    <message>
        <location filename="../views/main/MainWindow.cpp" line="480"/>
        <source>Plan a quarter: several runs against one quota and one budget, starting with this plan</source>
        <translation>Ein Quartal planen: mehrere Läufe gegen ein Kontingent und ein Budget, beginnend mit diesem Plan</translation>
    </message>
    <message>
        <location filename="../views/main/MainWindow.cpp" line="482"/>
        <source>Open Portfo&amp;lio…</source>
        <translation>Portfolio ö&amp;ffnen…</translation>
    </message>
    <message>
        <location filename="../views/main/MainWindow.cpp" line="483"/>
        <source>&amp;Tools</source>
        <translation>E&amp;xtras</translation>
    </message>
    <message>
        <location filename="../views/main/MainWindow.cpp" line="484"/>
        <source>&amp;Catalog…</source>
        <translation>&amp;Katalog…</translation>
    </message>
    <message>
        <location filename="../views/main/MainWindow.cpp" line="485"/>
        <source>Browse and edit the sizes, prices and quota of the catalog</source>
        <translation>VM-Größen, Preise und Kontingente des Katalogs durchsuchen und bearbeiten</translation>
    </message>
    <message>
        <location filename="../views/main/MainWindow.cpp" line="496"/>
        <source>&amp;Undo</source>
        <translation>&amp;Rückgängig</translation>
    </message>
    <message>
        <location filename="../views/main/MainWindow.cpp" line="496"/>
        <source>&amp;Undo %1</source>
        <translation>&amp;Rückgängig: %1</translation>
    </message>
    <message>
        <location filename="../views/main/MainWindow.cpp" line="497"/>
        <source>&amp;Redo</source>
        <translation>&amp;Wiederherstellen</translation>
    </message>
    <message>
        <location filename="../views/main/MainWindow.cpp" line="497"/>
        <source>&amp;Redo %1</source>
        <translation>&amp;Wiederherstellen: %1</translation>
    </message>
    <message>
        <location filename="../views/main/MainWindow.cpp" line="507"/>
        <source>Untitled</source>
        <translation>Unbenannt</translation>
    </message>
    <message>
        <location filename="../views/main/MainWindow.cpp" line="507"/>
        <source>%1 (not saved)</source>
        <translation>%1 (nicht gespeichert)</translation>
    </message>
    <message>
        <location filename="../views/main/MainWindow.cpp" line="510"/>
        <source>%1[*] — GPU Capacity Planner</source>
        <translation>%1[*] — GPU Capacity Planner</translation>
    </message>
    <message>
        <location filename="../views/main/MainWindow.cpp" line="570"/>
        <source>node counts %1</source>
        <translation>Knotenzahlen %1</translation>
    </message>
    <message>
        <location filename="../views/main/MainWindow.cpp" line="572"/>
        <source>deadline %1</source>
        <translation>Frist %1</translation>
    </message>
    <message>
        <location filename="../views/main/MainWindow.cpp" line="573"/>
        <source>no deadline</source>
        <translation>ohne Frist</translation>
    </message>
    <message>
        <location filename="../views/main/MainWindow.cpp" line="576"/>
        <source>budget %1</source>
        <translation>Budget %1</translation>
    </message>
    <message>
        <location filename="../views/main/MainWindow.cpp" line="576"/>
        <source>no budget</source>
        <translation>ohne Budget</translation>
    </message>
    <message>
        <location filename="../views/main/MainWindow.cpp" line="589"/>
        <source>Unsaved changes</source>
        <translation>Ungespeicherte Änderungen</translation>
    </message>
    <message>
        <location filename="../views/main/MainWindow.cpp" line="589"/>
        <source>The plan has unsaved changes.</source>
        <translation>Der Plan enthält ungespeicherte Änderungen.</translation>
    </message>
    <message>
        <location filename="../views/main/MainWindow.cpp" line="592"/>
        <source>Do you want to save them first?</source>
        <translation>Möchten Sie sie zuerst speichern?</translation>
    </message>
    <message>
        <location filename="../views/main/MainWindow.cpp" line="611"/>
        <source>New plan</source>
        <translation>Neuer Plan</translation>
    </message>
    <message>
        <location filename="../views/main/MainWindow.cpp" line="619"/>
        <source>Open Plan</source>
        <translation>Plan öffnen</translation>
    </message>
    <message>
        <location filename="../views/main/MainWindow.cpp" line="620"/>
        <location filename="../views/main/MainWindow.cpp" line="656"/>
        <source>Plan files (*.json);;All files (*)</source>
        <translation>Plandateien (*.json);;Alle Dateien (*)</translation>
    </message>
    <message>
        <location filename="../views/main/MainWindow.cpp" line="630"/>
        <source>Could not open %1</source>
        <translation>%1 konnte nicht geöffnet werden</translation>
    </message>
    <message>
        <location filename="../views/main/MainWindow.cpp" line="631"/>
        <source>Cannot Open Plan</source>
        <translation>Plan kann nicht geöffnet werden</translation>
    </message>
    <message>
        <location filename="../views/main/MainWindow.cpp" line="631"/>
        <source>The plan could not be opened. Nothing was changed.</source>
        <translation>Der Plan konnte nicht geöffnet werden. Es wurde nichts geändert.</translation>
    </message>
    <message>
        <location filename="../views/main/MainWindow.cpp" line="636"/>
        <source>Opened %1</source>
        <translation>%1 geöffnet</translation>
    </message>
    <message>
        <location filename="../views/main/MainWindow.cpp" line="652"/>
        <source>plan</source>
        <translation>plan</translation>
    </message>
    <message>
        <location filename="../views/main/MainWindow.cpp" line="656"/>
        <source>Save Plan</source>
        <translation>Plan speichern</translation>
    </message>
    <message>
        <location filename="../views/main/MainWindow.cpp" line="673"/>
        <source>Some fields hold values the plan cannot use; they are marked in red. Correct them, then save again.</source>
        <translation>Einige Felder enthalten Werte, die der Plan nicht verwenden kann; sie sind rot markiert. Korrigieren Sie sie und speichern Sie dann erneut.</translation>
    </message>
    <message>
        <location filename="../views/main/MainWindow.cpp" line="678"/>
        <source>Could not save %1</source>
        <translation>%1 konnte nicht gespeichert werden</translation>
    </message>
    <message>
        <location filename="../views/main/MainWindow.cpp" line="672"/>
        <location filename="../views/main/MainWindow.cpp" line="679"/>
        <source>Cannot Save Plan</source>
        <translation>Plan kann nicht gespeichert werden</translation>
    </message>
    <message>
        <location filename="../views/main/MainWindow.cpp" line="271"/>
        <source>Import a Training Log</source>
        <translation>Trainingsprotokoll importieren</translation>
    </message>
    <message>
        <location filename="../views/main/MainWindow.cpp" line="272"/>
        <source>Training logs (*.log *.txt *.out *.json);;All files (*)</source>
        <translation>Trainingsprotokolle (*.log *.txt *.out *.json);;Alle Dateien (*)</translation>
    </message>
    <message>
        <location filename="../views/main/MainWindow.cpp" line="288"/>
        <source>Open Portfolio</source>
        <translation>Portfolio öffnen</translation>
    </message>
    <message>
        <location filename="../views/main/MainWindow.cpp" line="289"/>
        <source>Portfolios (*.portfolio.json *.json);;All files (*)</source>
        <translation>Portfolios (*.portfolio.json *.json);;Alle Dateien (*)</translation>
    </message>
    <message>
        <location filename="../views/main/MainWindow.cpp" line="440"/>
        <source>Export &amp;Chart…</source>
        <translation>&amp;Diagramm exportieren…</translation>
    </message>
    <message>
        <location filename="../views/main/MainWindow.cpp" line="441"/>
        <source>Save the chart as a PNG image, an SVG drawing or a PDF document</source>
        <translation>Diagramm als PNG-Bild, SVG-Zeichnung oder PDF-Dokument speichern</translation>
    </message>
    <message>
        <location filename="../views/main/MainWindow.cpp" line="442"/>
        <source>&amp;Export…</source>
        <translation>Plan &amp;exportieren…</translation>
    </message>
    <message>
        <location filename="../views/main/MainWindow.cpp" line="443"/>
        <source>Write the Azure ML job and cluster, submit scripts, quota request, preflight checklist, report and CSV of this plan</source>
        <translation>Azure-ML-Job und -Cluster, Skripte zum Übermitteln, Kontingentanfrage, Checkliste vor dem Start, Bericht und CSV dieses Plans schreiben</translation>
    </message>
    <message>
        <location filename="../views/main/MainWindow.cpp" line="680"/>
        <source>The plan could not be saved. Any earlier version of the file is unchanged.</source>
        <translation>Der Plan konnte nicht gespeichert werden. Eine frühere Version der Datei bleibt unverändert.</translation>
    </message>
    <message>
        <location filename="../views/main/MainWindow.cpp" line="684"/>
        <source>Saved %1</source>
        <translation>%1 gespeichert</translation>
    </message>
    <message>
        <location filename="../views/main/MainWindow.cpp" line="692"/>
        <source>chart</source>
        <translation>diagramm</translation>
    </message>
    <message>
        <location filename="../views/main/MainWindow.cpp" line="694"/>
        <source>PNG image (*.png)</source>
        <translation>PNG-Bild (*.png)</translation>
    </message>
    <message>
        <location filename="../views/main/MainWindow.cpp" line="695"/>
        <source>PDF document (*.pdf)</source>
        <translation>PDF-Dokument (*.pdf)</translation>
    </message>
    <message>
        <location filename="../views/main/MainWindow.cpp" line="696"/>
        <source>SVG drawing (*.svg)</source>
        <translation>SVG-Zeichnung (*.svg)</translation>
    </message>
    <message>
        <location filename="../views/main/MainWindow.cpp" line="698"/>
        <source>Export Chart</source>
        <translation>Diagramm exportieren</translation>
    </message>
    <message>
        <location filename="../views/main/MainWindow.cpp" line="711"/>
        <source>Cannot Export Chart</source>
        <translation>Diagramm kann nicht exportiert werden</translation>
    </message>
    <message>
        <location filename="../views/main/MainWindow.cpp" line="712"/>
        <source>The chart could not be written to %1.</source>
        <translation>Das Diagramm konnte nicht nach %1 geschrieben werden.</translation>
    </message>
    <message>
        <location filename="../views/main/MainWindow.cpp" line="715"/>
        <source>Chart exported to %1</source>
        <translation>Diagramm nach %1 exportiert</translation>
    </message>
    <message>
        <location filename="../views/main/MainWindow.cpp" line="739"/>
        <source>Cannot Read the Catalog</source>
        <translation>Katalog kann nicht gelesen werden</translation>
    </message>
    <message>
        <location filename="../views/main/MainWindow.cpp" line="749"/>
        <source>Cannot Import</source>
        <translation>Import nicht möglich</translation>
    </message>
    <message>
        <location filename="../views/main/MainWindow.cpp" line="750"/>
        <source>The planner is running on its built-in catalog because the catalog file cannot be used; imports need a catalog file.</source>
        <translation>Der Planer verwendet den integrierten Katalog, weil die Katalogdatei nicht verwendet werden kann; für Importe wird eine Katalogdatei benötigt.</translation>
    </message>
    <message>
        <location filename="../views/main/MainWindow.cpp" line="768"/>
        <source>%1 files</source>
        <translation>%1 Dateien</translation>
    </message>
    <message>
        <location filename="../views/main/MainWindow.cpp" line="770"/>
        <source>Imported %1 from %2: %3 new, %4 changed, %5 unchanged, %6 rejected.</source>
        <extracomment>%1: what was imported (&quot;prices&quot;, &quot;vm-usage&quot;, …), %2: a file name or &quot;3 files&quot;</extracomment>
        <translation>%1 aus %2 importiert: %3 neu, %4 geändert, %5 unverändert, %6 abgelehnt.</translation>
    </message>
    <message>
        <location filename="../views/main/MainWindow.cpp" line="879"/>
        <source>Cannot Import Training Log</source>
        <translation>Trainingsprotokoll kann nicht importiert werden</translation>
    </message>
    <message>
        <location filename="../views/main/MainWindow.cpp" line="891"/>
        <source>Import Training Log</source>
        <translation>Trainingsprotokoll importieren</translation>
    </message>
    <message>
        <location filename="../views/main/MainWindow.cpp" line="893"/>
        <source>Replaced the %1-node measurement with the log&apos;s</source>
        <translation>Die Messung mit %1 Knoten durch die des Protokolls ersetzt</translation>
    </message>
    <message>
        <location filename="../views/main/MainWindow.cpp" line="894"/>
        <source>Added a %1-node measurement from the log</source>
        <translation>Eine Messung mit %1 Knoten aus dem Protokoll hinzugefügt</translation>
    </message>
    <message>
        <location filename="../views/main/MainWindow.cpp" line="912"/>
        <source>Cannot Export</source>
        <translation>Export nicht möglich</translation>
    </message>
    <message>
        <location filename="../views/main/MainWindow.cpp" line="913"/>
        <source>The plan has problems; fix the highlighted fields before exporting.</source>
        <translation>Der Plan weist Probleme auf; korrigieren Sie vor dem Export die markierten Felder.</translation>
    </message>
    <message>
        <location filename="../views/main/MainWindow.cpp" line="942"/>
        <source>Exported %1 files to %2</source>
        <translation>%1 Dateien nach %2 exportiert</translation>
    </message>
    <message>
        <location filename="../views/main/MainWindow.cpp" line="952"/>
        <source>GPU Capacity Planner %1</source>
        <translation>GPU Capacity Planner %1</translation>
    </message>
    <message>
        <location filename="../views/main/MainWindow.cpp" line="953"/>
        <source>Plans distributed GPU training on Azure: node count, wall clock, cost and quota, and which node count meets a deadline at the lowest cost.</source>
        <translation>Plant verteiltes GPU-Training auf Azure: Knotenzahl, Laufzeit, Kosten und Kontingent sowie die Knotenzahl, die eine Frist zu den geringsten Kosten einhält.</translation>
    </message>
    <message>
        <location filename="../views/main/MainWindow.cpp" line="956"/>
        <source>Licensed under the GNU General Public License, version 3 or later (GPL-3.0-or-later).</source>
        <translation>Lizenziert unter der GNU General Public License, Version 3 oder höher (GPL-3.0-or-later).</translation>
    </message>
    <message>
        <location filename="../views/main/MainWindow.cpp" line="958"/>
        <source>Charts drawn with QCustomPlot by Emanuel Eichhammer (GPL-3.0-or-later).</source>
        <translation>Diagramme gezeichnet mit QCustomPlot von Emanuel Eichhammer (GPL-3.0-or-later).</translation>
    </message>
    <message>
        <location filename="../views/main/MainWindow.cpp" line="959"/>
        <source>Built with Qt %1.</source>
        <translation>Erstellt mit Qt %1.</translation>
    </message>
    <message>
        <location filename="../views/main/MainWindow.cpp" line="960"/>
        <source>About GPU Capacity Planner</source>
        <translation>Über GPU Capacity Planner</translation>
    </message>
    <message>
        <location filename="../views/main/MainWindow.cpp" line="967"/>
        <source>The catalog file %1 cannot be read, so the planner is running on the built-in default catalog. The file is left untouched. (Details: %2)</source>
        <translation>Die Katalogdatei %1 kann nicht gelesen werden; der Planer verwendet daher den integrierten Standardkatalog. Die Datei bleibt unverändert. (Details: %2)</translation>
    </message>
    <message>
        <location filename="../views/main/MainWindow.cpp" line="971"/>
        <source>Dismiss</source>
        <translation>Ausblenden</translation>
    </message>
    <message>
        <location filename="../views/main/MainWindow.cpp" line="973"/>
        <source>Catalog file unreadable: using the built-in default catalog</source>
        <translation>Katalogdatei nicht lesbar: Der integrierte Standardkatalog wird verwendet</translation>
    </message>
    <message>
        <location filename="../views/main/MainWindow.cpp" line="472"/>
        <source>Import &amp;Model config.json…</source>
        <translation>&amp;Modell-config.json importieren…</translation>
    </message>
    <message>
        <location filename="../views/main/MainWindow.cpp" line="473"/>
        <source>Make a Hugging Face config.json the plan&apos;s model</source>
        <translation>Eine Hugging-Face-config.json zum Modell des Plans machen</translation>
    </message>
    <message>
        <location filename="../views/main/MainWindow.cpp" line="183"/>
        <location filename="../views/main/MainWindow.cpp" line="188"/>
        <source>Cannot Save the Model</source>
        <translation>Modell kann nicht gespeichert werden</translation>
    </message>
    <message>
        <location filename="../views/main/MainWindow.cpp" line="184"/>
        <source>The planner is running on its built-in catalog; the model library needs a catalog file.</source>
        <translation>Der Planer läuft mit seinem eingebauten Katalog; die Modellbibliothek braucht eine Katalogdatei.</translation>
    </message>
    <message>
        <location filename="../views/main/MainWindow.cpp" line="192"/>
        <source>Saved to the model library as %1</source>
        <translation>In der Modellbibliothek als %1 gespeichert</translation>
    </message>
    <message>
        <location filename="../views/main/MainWindow.cpp" line="262"/>
        <source>Import a Model config.json</source>
        <translation>Modell-config.json importieren</translation>
    </message>
    <message>
        <location filename="../views/main/MainWindow.cpp" line="263"/>
        <source>Model configuration (*.json);;All files (*)</source>
        <translation>Modellkonfiguration (*.json);;Alle Dateien (*)</translation>
    </message>
</context>
<context>
    <name>capplan::views::MemoryInputs</name>
    <message>
        <location filename="../views/inputs/MemoryInputs.cpp" line="255"/>
        <source>Check memory per GPU</source>
        <translation>Speicher pro GPU prüfen</translation>
    </message>
    <message>
        <location filename="../views/inputs/MemoryInputs.cpp" line="255"/>
        <source>Memory per GPU (always checked with a model)</source>
        <translation>Speicher je GPU (mit Modell immer geprüft)</translation>
    </message>
    <message>
        <location filename="../views/inputs/MemoryInputs.cpp" line="256"/>
        <source>Estimate weights, gradients, optimizer states and activations per GPU for the scaling model&apos;s strategy, against the size&apos;s GPU memory</source>
        <translation>Gewichte, Gradienten, Optimiererzustände und Aktivierungen pro GPU für die Strategie des Skalierungsmodells schätzen und mit dem GPU-Speicher der VM-Größe vergleichen</translation>
    </message>
    <message>
        <location filename="../views/inputs/MemoryInputs.cpp" line="258"/>
        <source>Parameters:</source>
        <translation>Parameter:</translation>
    </message>
    <message>
        <location filename="../views/inputs/MemoryInputs.cpp" line="259"/>
        <source>from scaling or workload</source>
        <translation>aus Skalierung oder Workload</translation>
    </message>
    <message>
        <location filename="../views/inputs/MemoryInputs.cpp" line="260"/>
        <source>Model parameters; 0 takes them from the fabric model or the workload</source>
        <translation>Modellparameter; 0 übernimmt sie aus dem Fabric-Modell oder dem Workload</translation>
    </message>
    <message>
        <location filename="../views/inputs/MemoryInputs.cpp" line="261"/>
        <source>Sequence length:</source>
        <translation>Sequenzlänge:</translation>
    </message>
    <message>
        <location filename="../views/inputs/MemoryInputs.cpp" line="262"/>
        <source>from scaling</source>
        <translation>aus Skalierung</translation>
    </message>
    <message>
        <location filename="../views/inputs/MemoryInputs.cpp" line="263"/>
        <source> tokens</source>
        <translation> Tokens</translation>
    </message>
    <message>
        <location filename="../views/inputs/MemoryInputs.cpp" line="264"/>
        <source>Tokens per sequence for the activations; 0 takes the fabric model&apos;s</source>
        <translation>Tokens pro Sequenz für die Aktivierungen; 0 übernimmt den Wert des Fabric-Modells</translation>
    </message>
    <message>
        <location filename="../views/inputs/MemoryInputs.cpp" line="265"/>
        <source>Hidden size:</source>
        <translation>Hidden Size:</translation>
    </message>
    <message>
        <location filename="../views/inputs/MemoryInputs.cpp" line="266"/>
        <source>activations not estimated</source>
        <translation>Aktivierungen nicht geschätzt</translation>
    </message>
    <message>
        <location filename="../views/inputs/MemoryInputs.cpp" line="267"/>
        <source>The model&apos;s hidden size h (4096 for an 8B Llama); 0 leaves activations out</source>
        <translation>Hidden Size h des Modells (4.096 bei einem Llama mit 8B Parametern); 0 lässt die Aktivierungen weg</translation>
    </message>
    <message>
        <location filename="../views/inputs/MemoryInputs.cpp" line="268"/>
        <source>Layers:</source>
        <translation>Schichten:</translation>
    </message>
    <message>
        <location filename="../views/inputs/MemoryInputs.cpp" line="269"/>
        <source>Transformer layers L (32 for an 8B Llama)</source>
        <translation>Transformer-Schichten L (32 bei einem Llama mit 8B Parametern)</translation>
    </message>
    <message>
        <location filename="../views/inputs/MemoryInputs.cpp" line="270"/>
        <source>Attention heads:</source>
        <translation>Attention-Heads:</translation>
    </message>
    <message>
        <location filename="../views/inputs/MemoryInputs.cpp" line="271"/>
        <source>hidden size ÷ 128</source>
        <translation>Hidden Size ÷ 128</translation>
    </message>
    <message>
        <location filename="../views/inputs/MemoryInputs.cpp" line="273"/>
        <source>Attention heads a; they matter only without flash attention</source>
        <translation>Attention-Heads a; sie spielen nur ohne Flash Attention eine Rolle</translation>
    </message>
    <message>
        <location filename="../views/inputs/MemoryInputs.cpp" line="274"/>
        <source>Micro-batch size:</source>
        <translation>Micro-Batch-Größe:</translation>
    </message>
    <message>
        <location filename="../views/inputs/MemoryInputs.cpp" line="275"/>
        <source> seq</source>
        <translation> Seq.</translation>
    </message>
    <message>
        <location filename="../views/inputs/MemoryInputs.cpp" line="276"/>
        <source>Sequences per micro-batch on one GPU</source>
        <translation>Sequenzen pro Micro-Batch auf einer GPU</translation>
    </message>
    <message>
        <location filename="../views/inputs/MemoryInputs.cpp" line="277"/>
        <source>Activation checkpointing</source>
        <translation>Activation Checkpointing</translation>
    </message>
    <message>
        <location filename="../views/inputs/MemoryInputs.cpp" line="278"/>
        <source>Keep only each layer&apos;s input and recompute the rest in backward</source>
        <translation>Nur die Eingabe jeder Schicht speichern und den Rest im Backward-Pass neu berechnen</translation>
    </message>
    <message>
        <location filename="../views/inputs/MemoryInputs.cpp" line="279"/>
        <source>Flash attention</source>
        <translation>Flash Attention</translation>
    </message>
    <message>
        <location filename="../views/inputs/MemoryInputs.cpp" line="280"/>
        <source>Never stores the attention scores: the a·s² term of the activations drops out</source>
        <translation>Speichert die Attention-Scores nie: Der Term a·s² der Aktivierungen entfällt</translation>
    </message>
    <message>
        <location filename="../views/inputs/MemoryInputs.cpp" line="281"/>
        <source>Reserve:</source>
        <translation>Reserve:</translation>
    </message>
    <message>
        <location filename="../views/inputs/MemoryInputs.cpp" line="282"/>
        <source> GB</source>
        <translation> GB</translation>
    </message>
    <message>
        <location filename="../views/inputs/MemoryInputs.cpp" line="283"/>
        <source>CUDA context and NCCL buffers per GPU; 5 % fragmentation comes on top</source>
        <translation>CUDA-Kontext und NCCL-Puffer pro GPU; hinzu kommen 5 % Fragmentierung</translation>
    </message>
    <message>
        <location filename="../views/inputs/MemoryInputs.cpp" line="259"/>
        <location filename="../views/inputs/MemoryInputs.cpp" line="266"/>
        <location filename="../views/inputs/MemoryInputs.cpp" line="271"/>
        <location filename="../views/inputs/MemoryInputs.cpp" line="272"/>
        <source>from the model</source>
        <translation>aus dem Modell</translation>
    </message>
</context>
<context>
    <name>capplan::views::ModelPicker</name>
    <message>
        <location filename="../views/inputs/ModelPicker.cpp" line="87"/>
        <source>Load a Hugging Face config.json</source>
        <translation>Hugging-Face-config.json laden</translation>
    </message>
    <message>
        <location filename="../views/inputs/ModelPicker.cpp" line="88"/>
        <source>Model configuration (*.json);;All files (*)</source>
        <translation>Modellkonfiguration (*.json);;Alle Dateien (*)</translation>
    </message>
    <message>
        <location filename="../views/inputs/ModelPicker.cpp" line="132"/>
        <source>Model</source>
        <translation>Modell</translation>
    </message>
    <message>
        <location filename="../views/inputs/ModelPicker.cpp" line="133"/>
        <source>Search the library, e.g. llama 70</source>
        <translation>Bibliothek durchsuchen, z. B. llama 70</translation>
    </message>
    <message>
        <location filename="../views/inputs/ModelPicker.cpp" line="134"/>
        <source>Type words of the model&apos;s name; Enter picks the first match</source>
        <translation>Wörter des Modellnamens tippen; Eingabe wählt den ersten Treffer</translation>
    </message>
    <message>
        <location filename="../views/inputs/ModelPicker.cpp" line="135"/>
        <source>Load config.json…</source>
        <translation>config.json laden…</translation>
    </message>
    <message>
        <location filename="../views/inputs/ModelPicker.cpp" line="136"/>
        <source>Read a Hugging Face config.json as transformers reads it</source>
        <translation>Eine Hugging-Face-config.json so lesen, wie transformers sie liest</translation>
    </message>
    <message>
        <location filename="../views/inputs/ModelPicker.cpp" line="137"/>
        <source>Save to library…</source>
        <translation>In Bibliothek speichern…</translation>
    </message>
    <message>
        <location filename="../views/inputs/ModelPicker.cpp" line="138"/>
        <source>Keep the loaded config.json in the catalog&apos;s model library</source>
        <translation>Die geladene config.json in der Modellbibliothek des Katalogs behalten</translation>
    </message>
    <message>
        <location filename="../views/inputs/ModelPicker.cpp" line="139"/>
        <source>No model</source>
        <translation>Kein Modell</translation>
    </message>
    <message>
        <location filename="../views/inputs/ModelPicker.cpp" line="140"/>
        <source>Describe the work by GPU-hours or parameters instead of a model</source>
        <translation>Die Arbeit durch GPU-Stunden oder Parameter statt durch ein Modell beschreiben</translation>
    </message>
    <message>
        <location filename="../views/inputs/ModelPicker.cpp" line="158"/>
        <source>%1 — %2 B (%3 B active)</source>
        <translation>%1 — %2 Mrd. (%3 Mrd. aktiv)</translation>
    </message>
    <message>
        <location filename="../views/inputs/ModelPicker.cpp" line="161"/>
        <source>%1 — %2 B</source>
        <translation>%1 — %2 Mrd.</translation>
    </message>
    <message>
        <location filename="../views/inputs/ModelPicker.cpp" line="164"/>
        <source>%1
Context %2 tokens
Source: %3</source>
        <translation>%1
Kontext %2 Token
Quelle: %3</translation>
    </message>
    <message>
        <location filename="../views/inputs/ModelPicker.cpp" line="178"/>
        <source>No model matches “%1”. &lt;a href=&quot;load&quot;&gt;Load its config.json…&lt;/a&gt;</source>
        <extracomment>%1: what the user typed; the link opens the config.json file dialog</extracomment>
        <translation>Kein Modell passt zu „%1“. &lt;a href=&quot;load&quot;&gt;Seine config.json laden…&lt;/a&gt;</translation>
    </message>
    <message>
        <location filename="../views/inputs/ModelPicker.cpp" line="205"/>
        <source>No model: the workload gives GPU-hours or parameters, the memory block its own shape.</source>
        <translation>Kein Modell: Die Arbeitslast gibt GPU-Stunden oder Parameter an, der Speicherblock seine eigene Form.</translation>
    </message>
    <message>
        <location filename="../views/inputs/ModelPicker.cpp" line="220"/>
        <source>config.json</source>
        <translation>config.json</translation>
    </message>
    <message>
        <location filename="../views/inputs/ModelPicker.cpp" line="223"/>
        <source>architecture of the plan file</source>
        <translation>Architektur der Plandatei</translation>
    </message>
    <message>
        <location filename="../views/inputs/ModelPicker.cpp" line="227"/>
        <source>%1 is not in the library.</source>
        <translation>%1 ist nicht in der Bibliothek.</translation>
    </message>
    <message>
        <location filename="../views/inputs/ModelPicker.cpp" line="232"/>
        <source>%1: %2 parameters (%3 active); context %4 tokens; %5 layers, hidden size %6, %7 attention heads, %8 for keys and values</source>
        <translation>%1: %2 Parameter (%3 aktiv); Kontext %4 Token; %5 Schichten, verborgene Größe %6, %7 Attention-Heads, %8 für Keys und Values</translation>
    </message>
    <message>
        <location filename="../views/inputs/ModelPicker.cpp" line="273"/>
        <source>Cannot Read the config.json</source>
        <translation>config.json kann nicht gelesen werden</translation>
    </message>
    <message>
        <location filename="../views/inputs/ModelPicker.cpp" line="302"/>
        <source>Save to the Model Library</source>
        <translation>In der Modellbibliothek speichern</translation>
    </message>
    <message>
        <location filename="../views/inputs/ModelPicker.cpp" line="302"/>
        <source>Name (lower case, digits, &apos;.&apos;, &apos;-&apos;):</source>
        <translation>Name (Kleinbuchstaben, Ziffern, „.“, „-“):</translation>
    </message>
</context>
<context>
    <name>capplan::views::OptionsTableModel</name>
    <message>
        <location filename="../views/results/OptionsTableModel.cpp" line="149"/>
        <source>%1. Chosen by the planner: the fastest layout that fits in GPU memory at this node count, as Best plans would choose it. Fix a layout in the Layout section to use it on every row.</source>
        <extracomment>%1: the layout in words</extracomment>
        <translation>%1. Vom Planer gewählt: die schnellste Aufteilung, die bei dieser Knotenzahl in den GPU-Speicher passt, wie „Beste Pläne“ sie wählen würde. Legen Sie im Abschnitt Parallele Aufteilung eine fest, um sie für jede Zeile zu verwenden.</translation>
    </message>
    <message>
        <location filename="../views/results/OptionsTableModel.cpp" line="155"/>
        <source>Recommended: the cheapest option that meets the constraints</source>
        <translation>Empfohlen: die günstigste Option, die alle Vorgaben erfüllt</translation>
    </message>
    <message>
        <location filename="../views/results/OptionsTableModel.cpp" line="160"/>
        <source>Does not fit: needs %1 GB per GPU, more than the %2 GiB (%3 GB) the GPU has. Never recommended.</source>
        <extracomment>%1: GB per GPU needed; %2: GiB the GPU has; %3: the same in GB</extracomment>
        <translation>Passt nicht: braucht %1 GB pro GPU, mehr als die %2 GiB (%3 GB) der GPU. Wird nie empfohlen.</translation>
    </message>
    <message>
        <location filename="../views/results/OptionsTableModel.cpp" line="182"/>
        <source>Scaling efficiency: each option&apos;s per-GPU rate relative to the best per-GPU rate of the planner&apos;s layouts up to the most nodes listed, which it has on %1; no option exceeds 100 %</source>
        <extracomment>%1: &quot;1 node&quot; or &quot;2 nodes&quot;</extracomment>
        <translation>Skalierungseffizienz: die Rate pro GPU jeder Option relativ zur besten Rate pro GPU der Aufteilungen des Planers bis zur größten aufgeführten Knotenzahl, die er auf %1 erreicht; keine Option liegt über 100 %</translation>
    </message>
    <message>
        <location filename="../views/results/OptionsTableModel.cpp" line="188"/>
        <source>Scaling efficiency: each option&apos;s per-GPU rate relative to the same layout on %1, the fewest nodes that run it, whatever else the node list holds</source>
        <extracomment>%1: &quot;1 node&quot; or &quot;2 nodes&quot;</extracomment>
        <translation>Skalierungseffizienz: die Rate pro GPU jeder Option relativ zur selben Aufteilung auf %1, der kleinsten Knotenzahl, auf der sie läuft, unabhängig von den übrigen Knotenzahlen</translation>
    </message>
    <message>
        <location filename="../views/results/OptionsTableModel.cpp" line="193"/>
        <source>Scaling efficiency: each option&apos;s per-GPU rate relative to one node&apos;s, from the fabric model</source>
        <translation>Skalierungseffizienz: die Rate pro GPU jeder Option relativ zu der eines Knotens, aus dem Fabric-Modell</translation>
    </message>
    <message>
        <location filename="../views/results/OptionsTableModel.cpp" line="195"/>
        <source>Scaling efficiency: speedup divided by the node count, from the efficiency table as typed</source>
        <translation>Skalierungseffizienz: Beschleunigung geteilt durch die Knotenzahl, aus der Effizienztabelle wie eingegeben</translation>
    </message>
    <message>
        <location filename="../views/results/OptionsTableModel.cpp" line="208"/>
        <source>%1×</source>
        <translation>%1×</translation>
    </message>
    <message>
        <location filename="../views/results/OptionsTableModel.cpp" line="214"/>
        <source>%1 (%2–%3)</source>
        <translation>%1 (%2–%3)</translation>
    </message>
    <message>
        <location filename="../views/results/OptionsTableModel.cpp" line="222"/>
        <source>unknown</source>
        <translation>unbekannt</translation>
    </message>
    <message>
        <location filename="../views/results/OptionsTableModel.cpp" line="228"/>
        <location filename="../views/results/OptionsTableModel.cpp" line="231"/>
        <location filename="../views/results/OptionsTableModel.cpp" line="233"/>
        <source>yes</source>
        <translation>ja</translation>
    </message>
    <message>
        <location filename="../views/results/OptionsTableModel.cpp" line="228"/>
        <location filename="../views/results/OptionsTableModel.cpp" line="231"/>
        <location filename="../views/results/OptionsTableModel.cpp" line="233"/>
        <source>no</source>
        <translation>nein</translation>
    </message>
    <message>
        <location filename="../views/results/OptionsTableModel.cpp" line="289"/>
        <source>Nodes</source>
        <translation>Knoten</translation>
    </message>
    <message>
        <location filename="../views/results/OptionsTableModel.cpp" line="291"/>
        <source>GPUs</source>
        <translation>GPUs</translation>
    </message>
    <message>
        <location filename="../views/results/OptionsTableModel.cpp" line="293"/>
        <source>Efficiency</source>
        <translation>Effizienz</translation>
    </message>
    <message>
        <location filename="../views/results/OptionsTableModel.cpp" line="295"/>
        <source>Speedup</source>
        <translation>Beschl.</translation>
    </message>
    <message>
        <location filename="../views/results/OptionsTableModel.cpp" line="297"/>
        <source>Compute h</source>
        <translation>Rechen-h</translation>
    </message>
    <message>
        <location filename="../views/results/OptionsTableModel.cpp" line="299"/>
        <source>Wall clock h</source>
        <translation>Laufzeit h</translation>
    </message>
    <message>
        <location filename="../views/results/OptionsTableModel.cpp" line="301"/>
        <source>Node-hours</source>
        <translation>Knoten-h</translation>
    </message>
    <message>
        <location filename="../views/results/OptionsTableModel.cpp" line="303"/>
        <source>Cost</source>
        <translation>Kosten</translation>
    </message>
    <message>
        <location filename="../views/results/OptionsTableModel.cpp" line="305"/>
        <source>Quota cores</source>
        <translation>Kerne</translation>
    </message>
    <message>
        <location filename="../views/results/OptionsTableModel.cpp" line="307"/>
        <source>GB per GPU</source>
        <translation>GB pro GPU</translation>
    </message>
    <message>
        <location filename="../views/results/OptionsTableModel.cpp" line="309"/>
        <source>Fits</source>
        <translation>Passt</translation>
    </message>
    <message>
        <location filename="../views/results/OptionsTableModel.cpp" line="311"/>
        <source>Deadline</source>
        <translation>Frist</translation>
    </message>
    <message>
        <location filename="../views/results/OptionsTableModel.cpp" line="313"/>
        <source>Budget</source>
        <translation>Budget</translation>
    </message>
    <message>
        <location filename="../views/results/OptionsTableModel.cpp" line="315"/>
        <source>Layout (planner)</source>
        <translation>Aufteilung (Planer)</translation>
    </message>
    <message>
        <location filename="../views/results/OptionsTableModel.cpp" line="315"/>
        <source>Layout</source>
        <translation>Aufteilung</translation>
    </message>
    <message>
        <location filename="../views/results/OptionsTableModel.cpp" line="323"/>
        <source>Number of VMs (nodes)</source>
        <translation>Anzahl der VMs (Knoten)</translation>
    </message>
    <message>
        <location filename="../views/results/OptionsTableModel.cpp" line="325"/>
        <source>GPUs in all nodes together (the world size)</source>
        <translation>GPUs aller Knoten zusammen (die World Size)</translation>
    </message>
    <message>
        <location filename="../views/results/OptionsTableModel.cpp" line="331"/>
        <source>Nodes × efficiency: how many times the throughput of one node would be, at the per-GPU rate the layout has on %1</source>
        <translation>Knoten × Effizienz: das Vielfache des Durchsatzes eines Knotens, bei der Rate pro GPU, die die Aufteilung auf %1 hat</translation>
    </message>
    <message>
        <location filename="../views/results/OptionsTableModel.cpp" line="334"/>
        <source>How many times faster than one node</source>
        <translation>Um welchen Faktor schneller als mit einem Knoten</translation>
    </message>
    <message>
        <location filename="../views/results/OptionsTableModel.cpp" line="336"/>
        <source>Hours of training compute, before goodput and overhead</source>
        <translation>Rechenzeit des Trainings in Stunden, vor Goodput und Overhead</translation>
    </message>
    <message>
        <location filename="../views/results/OptionsTableModel.cpp" line="338"/>
        <source>Hours from start to finish: compute ÷ goodput + overhead</source>
        <translation>Stunden von Start bis Ende: Rechenzeit ÷ Goodput + Overhead</translation>
    </message>
    <message>
        <location filename="../views/results/OptionsTableModel.cpp" line="340"/>
        <source>Nodes × wall-clock hours: what is billed</source>
        <translation>Knoten × Laufzeit in Stunden: die abgerechnete Zeit</translation>
    </message>
    <message>
        <location filename="../views/results/OptionsTableModel.cpp" line="342"/>
        <source>Node-hours × price per node-hour</source>
        <translation>Knotenstunden × Preis pro Knotenstunde</translation>
    </message>
    <message>
        <location filename="../views/results/OptionsTableModel.cpp" line="344"/>
        <source>vCPUs of quota the nodes need in the size&apos;s VM family</source>
        <translation>vCPU-Kontingent, das die Knoten in der VM-Familie der VM-Größe benötigen</translation>
    </message>
    <message>
        <location filename="../views/results/OptionsTableModel.cpp" line="346"/>
        <source>GPU memory each GPU needs: the plan has no memory check (name a model)</source>
        <translation>GPU-Speicher, den jede GPU braucht: der Plan hat keine Speicherprüfung (nennen Sie ein Modell)</translation>
    </message>
    <message>
        <location filename="../views/results/OptionsTableModel.cpp" line="348"/>
        <source>GPU memory each GPU needs: weights, gradients, optimizer states and activations, against the %1 GiB (%2 GB) the GPU has</source>
        <translation>GPU-Speicher, den jede GPU braucht: Gewichte, Gradienten, Optimiererzustände und Aktivierungen, gegenüber den %1 GiB (%2 GB) der GPU</translation>
    </message>
    <message>
        <location filename="../views/results/OptionsTableModel.cpp" line="353"/>
        <source>Fits in GPU memory; an option that does not fit is never recommended</source>
        <translation>Passt in den GPU-Speicher; eine Option, die nicht passt, wird nie empfohlen</translation>
    </message>
    <message>
        <location filename="../views/results/OptionsTableModel.cpp" line="355"/>
        <source>Finishes within the deadline</source>
        <translation>Wird innerhalb der Frist fertig</translation>
    </message>
    <message>
        <location filename="../views/results/OptionsTableModel.cpp" line="357"/>
        <source>Costs no more than the budget</source>
        <translation>Kostet nicht mehr als das Budget</translation>
    </message>
    <message>
        <location filename="../views/results/OptionsTableModel.cpp" line="359"/>
        <source>The parallel layout each row runs, chosen by the planner per node count (the plan names none)</source>
        <translation>Die parallele Aufteilung jeder Zeile, vom Planer je Knotenzahl gewählt (der Plan nennt keine)</translation>
    </message>
    <message>
        <location filename="../views/results/OptionsTableModel.cpp" line="361"/>
        <source>The plan&apos;s parallel layout at each node count</source>
        <translation>Die parallele Aufteilung des Plans bei jeder Knotenzahl</translation>
    </message>
</context>
<context>
    <name>capplan::views::PlanChart</name>
    <message>
        <location filename="../views/results/PlanChart.cpp" line="241"/>
        <source>Deadline %1</source>
        <translation>Frist %1</translation>
    </message>
    <message>
        <location filename="../views/results/PlanChart.cpp" line="241"/>
        <source>Deadline</source>
        <translation>Frist</translation>
    </message>
    <message>
        <location filename="../views/results/PlanChart.cpp" line="256"/>
        <source>Budget %1</source>
        <translation>Budget %1</translation>
    </message>
    <message>
        <location filename="../views/results/PlanChart.cpp" line="256"/>
        <source>Budget</source>
        <translation>Budget</translation>
    </message>
    <message>
        <location filename="../views/results/PlanChart.cpp" line="291"/>
        <source>recommended: 1 node</source>
        <translation>empfohlen: 1 Knoten</translation>
    </message>
    <message>
        <location filename="../views/results/PlanChart.cpp" line="291"/>
        <source>recommended: %1 nodes</source>
        <translation>empfohlen: %1 Knoten</translation>
    </message>
    <message>
        <location filename="../views/results/PlanChart.cpp" line="322"/>
        <source>Nodes</source>
        <translation>Knoten</translation>
    </message>
    <message>
        <location filename="../views/results/PlanChart.cpp" line="323"/>
        <source>Wall clock (hours)</source>
        <translation>Laufzeit (Stunden)</translation>
    </message>
    <message>
        <location filename="../views/results/PlanChart.cpp" line="182"/>
        <location filename="../views/results/PlanChart.cpp" line="324"/>
        <location filename="../views/results/PlanChart.cpp" line="327"/>
        <source>Cost</source>
        <translation>Kosten</translation>
    </message>
    <message>
        <location filename="../views/results/PlanChart.cpp" line="182"/>
        <location filename="../views/results/PlanChart.cpp" line="327"/>
        <source>Cost unknown (no price)</source>
        <translation>Kosten unbekannt (kein Preis)</translation>
    </message>
    <message>
        <location filename="../views/results/PlanChart.cpp" line="325"/>
        <source>Wall clock</source>
        <translation>Laufzeit</translation>
    </message>
    <message>
        <location filename="../views/results/PlanChart.cpp" line="326"/>
        <source>Estimate&apos;s band</source>
        <translation>Spanne der Schätzung</translation>
    </message>
    <message>
        <location filename="../views/results/PlanChart.cpp" line="328"/>
        <source>Inputs are invalid: showing the last valid result</source>
        <translation>Eingaben ungültig: Das letzte gültige Ergebnis wird angezeigt</translation>
    </message>
</context>
<context>
    <name>capplan::views::PortfolioWindow</name>
    <message>
        <location filename="../views/portfolio/PortfolioWindow.cpp" line="141"/>
        <source>Planning cancelled</source>
        <translation>Planung abgebrochen</translation>
    </message>
    <message>
        <location filename="../views/portfolio/PortfolioWindow.cpp" line="166"/>
        <location filename="../views/portfolio/PortfolioWindow.cpp" line="554"/>
        <source>Open Portfolio</source>
        <translation>Portfolio öffnen</translation>
    </message>
    <message>
        <location filename="../views/portfolio/PortfolioWindow.cpp" line="167"/>
        <source>Portfolios (*.portfolio.json *.json);;All files (*)</source>
        <translation>Portfolios (*.portfolio.json *.json);;Alle Dateien (*)</translation>
    </message>
    <message>
        <location filename="../views/portfolio/PortfolioWindow.cpp" line="183"/>
        <location filename="../views/portfolio/PortfolioWindow.cpp" line="587"/>
        <location filename="../views/portfolio/PortfolioWindow.cpp" line="1178"/>
        <source>Save Portfolio</source>
        <translation>Portfolio speichern</translation>
    </message>
    <message>
        <location filename="../views/portfolio/PortfolioWindow.cpp" line="184"/>
        <location filename="../views/portfolio/PortfolioWindow.cpp" line="1178"/>
        <source>Portfolios (*.portfolio.json)</source>
        <translation>Portfolios (*.portfolio.json)</translation>
    </message>
    <message>
        <location filename="../views/portfolio/PortfolioWindow.cpp" line="194"/>
        <location filename="../views/portfolio/PortfolioWindow.cpp" line="201"/>
        <source>Add a Plan File</source>
        <translation>Plandatei hinzufügen</translation>
    </message>
    <message>
        <location filename="../views/portfolio/PortfolioWindow.cpp" line="195"/>
        <source>Plans (*.plan.json *.json);;All files (*)</source>
        <translation>Pläne (*.plan.json *.json);;Alle Dateien (*)</translation>
    </message>
    <message>
        <location filename="../views/portfolio/PortfolioWindow.cpp" line="432"/>
        <source>&amp;New Portfolio</source>
        <translation>&amp;Neues Portfolio</translation>
    </message>
    <message>
        <location filename="../views/portfolio/PortfolioWindow.cpp" line="433"/>
        <source>&amp;Open Portfolio…</source>
        <translation>Portfolio ö&amp;ffnen…</translation>
    </message>
    <message>
        <location filename="../views/portfolio/PortfolioWindow.cpp" line="434"/>
        <source>&amp;Save</source>
        <translation>&amp;Speichern</translation>
    </message>
    <message>
        <location filename="../views/portfolio/PortfolioWindow.cpp" line="435"/>
        <source>Save &amp;As…</source>
        <translation>Speichern &amp;unter…</translation>
    </message>
    <message>
        <location filename="../views/portfolio/PortfolioWindow.cpp" line="436"/>
        <source>Add &amp;Current Plan</source>
        <translation>&amp;Aktuellen Plan hinzufügen</translation>
    </message>
    <message>
        <location filename="../views/portfolio/PortfolioWindow.cpp" line="437"/>
        <source>Add the plan in the main window as a run of this portfolio</source>
        <translation>Den Plan des Hauptfensters als Lauf dieses Portfolios hinzufügen</translation>
    </message>
    <message>
        <location filename="../views/portfolio/PortfolioWindow.cpp" line="440"/>
        <source>&amp;Plan</source>
        <translation>&amp;Planen</translation>
    </message>
    <message>
        <location filename="../views/portfolio/PortfolioWindow.cpp" line="441"/>
        <source>Search every run and schedule them within the quota (F5)</source>
        <translation>Jeden Lauf durchsuchen und im Kontingent einplanen (F5)</translation>
    </message>
    <message>
        <location filename="../views/portfolio/PortfolioWindow.cpp" line="442"/>
        <source>&amp;Export Quota Request…</source>
        <translation>Kontingentanfrage e&amp;xportieren…</translation>
    </message>
    <message>
        <location filename="../views/portfolio/PortfolioWindow.cpp" line="443"/>
        <source>Write the quota request pack (JSON, text and PDF) for the account team</source>
        <translation>Das Paket der Kontingentanfrage (JSON, Text und PDF) für das Account-Team schreiben</translation>
    </message>
    <message>
        <location filename="../views/portfolio/PortfolioWindow.cpp" line="444"/>
        <source>&amp;Close</source>
        <translation>S&amp;chließen</translation>
    </message>
    <message>
        <location filename="../views/portfolio/PortfolioWindow.cpp" line="446"/>
        <source>&amp;File</source>
        <translation>&amp;Datei</translation>
    </message>
    <message>
        <location filename="../views/portfolio/PortfolioWindow.cpp" line="438"/>
        <source>Add Plan F&amp;ile…</source>
        <translation>Plandatei &amp;hinzufügen…</translation>
    </message>
    <message>
        <location filename="../views/portfolio/PortfolioWindow.cpp" line="439"/>
        <source>Re&amp;move Run</source>
        <translation>Lauf &amp;entfernen</translation>
    </message>
    <message>
        <location filename="../views/portfolio/PortfolioWindow.cpp" line="447"/>
        <source>R&amp;uns</source>
        <translation>&amp;Läufe</translation>
    </message>
    <message>
        <location filename="../views/portfolio/PortfolioWindow.cpp" line="454"/>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <location filename="../views/portfolio/PortfolioWindow.cpp" line="455"/>
        <source>Start</source>
        <translation>Beginn</translation>
    </message>
    <message>
        <location filename="../views/portfolio/PortfolioWindow.cpp" line="456"/>
        <source>Budget</source>
        <translation>Budget</translation>
    </message>
    <message>
        <location filename="../views/portfolio/PortfolioWindow.cpp" line="460"/>
        <source>none</source>
        <translation>keins</translation>
    </message>
    <message>
        <location filename="../views/portfolio/PortfolioWindow.cpp" line="461"/>
        <location filename="../views/portfolio/PortfolioWindow.cpp" line="497"/>
        <source>Run</source>
        <translation>Lauf</translation>
    </message>
    <message>
        <location filename="../views/portfolio/PortfolioWindow.cpp" line="461"/>
        <source>Earliest start</source>
        <translation>Frühester Beginn</translation>
    </message>
    <message>
        <location filename="../views/portfolio/PortfolioWindow.cpp" line="461"/>
        <source>Deadline</source>
        <translation>Frist</translation>
    </message>
    <message>
        <location filename="../views/portfolio/PortfolioWindow.cpp" line="461"/>
        <source>Priority</source>
        <translation>Priorität</translation>
    </message>
    <message>
        <location filename="../views/portfolio/PortfolioWindow.cpp" line="462"/>
        <source>Plan</source>
        <translation>Plan</translation>
    </message>
    <message>
        <location filename="../views/portfolio/PortfolioWindow.cpp" line="462"/>
        <source>Standing</source>
        <translation>Stehend</translation>
    </message>
    <message>
        <location filename="../views/portfolio/PortfolioWindow.cpp" line="462"/>
        <source>May move</source>
        <translation>Darf ausweichen</translation>
    </message>
    <message>
        <location filename="../views/portfolio/PortfolioWindow.cpp" line="464"/>
        <source>Where the run may go other than its plan&apos;s size, region and tier (&quot;may_move&quot;): nowhere, another region or tier of the same size, or any size</source>
        <translation>Wohin der Lauf außer Größe, Region und Stufe seines Plans ausweichen darf (&quot;may_move&quot;): nirgendwohin, in eine andere Region oder Stufe derselben Größe oder auf jede Größe</translation>
    </message>
    <message>
        <location filename="../views/portfolio/PortfolioWindow.cpp" line="471"/>
        <source>An ISO date (that day&apos;s first moment) or date-time (UTC)</source>
        <translation>Ein ISO-Datum (der erste Moment des Tages) oder Datum mit Uhrzeit (UTC)</translation>
    </message>
    <message>
        <location filename="../views/portfolio/PortfolioWindow.cpp" line="472"/>
        <source>An ISO date (the end of that day) or date-time (UTC)</source>
        <translation>Ein ISO-Datum (das Ende des Tages) oder Datum mit Uhrzeit (UTC)</translation>
    </message>
    <message>
        <location filename="../views/portfolio/PortfolioWindow.cpp" line="473"/>
        <source>1 is the most important: its deadline is met first</source>
        <translation>1 ist am wichtigsten: seine Frist wird zuerst gehalten</translation>
    </message>
    <message>
        <location filename="../views/portfolio/PortfolioWindow.cpp" line="475"/>
        <source>A standing cluster: the run&apos;s Azure ML cluster stays for the whole portfolio and holds its quota all along</source>
        <translation>Ein stehender Cluster: der Azure-ML-Cluster des Laufs bleibt für das ganze Portfolio bestehen und belegt sein Kontingent die ganze Zeit</translation>
    </message>
    <message>
        <location filename="../views/portfolio/PortfolioWindow.cpp" line="477"/>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <location filename="../views/portfolio/PortfolioWindow.cpp" line="478"/>
        <location filename="../views/portfolio/PortfolioWindow.cpp" line="482"/>
        <source>Schedule</source>
        <translation>Zeitplan</translation>
    </message>
    <message>
        <location filename="../views/portfolio/PortfolioWindow.cpp" line="479"/>
        <source>Quota use</source>
        <translation>Kontingentnutzung</translation>
    </message>
    <message>
        <location filename="../views/portfolio/PortfolioWindow.cpp" line="480"/>
        <source>What quota buys</source>
        <translation>Was Kontingent bringt</translation>
    </message>
    <message>
        <location filename="../views/portfolio/PortfolioWindow.cpp" line="481"/>
        <source>Quota needed</source>
        <translation>Benötigtes Kontingent</translation>
    </message>
    <message>
        <location filename="../views/portfolio/PortfolioWindow.cpp" line="483"/>
        <location filename="../views/portfolio/PortfolioWindow.cpp" line="495"/>
        <location filename="../views/portfolio/PortfolioWindow.cpp" line="499"/>
        <source>Quota pool</source>
        <translation>Kontingent-Pool</translation>
    </message>
    <message>
        <location filename="../views/portfolio/PortfolioWindow.cpp" line="489"/>
        <source>Within today&apos;s quota</source>
        <translation>Im heutigen Kontingent</translation>
    </message>
    <message>
        <location filename="../views/portfolio/PortfolioWindow.cpp" line="490"/>
        <source>With the least quota that meets every deadline</source>
        <translation>Mit dem kleinsten Kontingent, das jede Frist hält</translation>
    </message>
    <message>
        <location filename="../views/portfolio/PortfolioWindow.cpp" line="495"/>
        <source>Added vCPUs</source>
        <translation>Zusätzliche vCPUs</translation>
    </message>
    <message>
        <location filename="../views/portfolio/PortfolioWindow.cpp" line="495"/>
        <source>Deadlines gained</source>
        <translation>Gewonnene Fristen</translation>
    </message>
    <message>
        <location filename="../views/portfolio/PortfolioWindow.cpp" line="495"/>
        <source>Deadlines missed</source>
        <translation>Verpasste Fristen</translation>
    </message>
    <message>
        <location filename="../views/portfolio/PortfolioWindow.cpp" line="495"/>
        <source>Hours saved</source>
        <translation>Gesparte Stunden</translation>
    </message>
    <message>
        <location filename="../views/portfolio/PortfolioWindow.cpp" line="495"/>
        <source>Cost change</source>
        <translation>Kostenänderung</translation>
    </message>
    <message>
        <location filename="../views/portfolio/PortfolioWindow.cpp" line="497"/>
        <source>Nodes × size, region</source>
        <translation>Knoten × Größe, Region</translation>
    </message>
    <message>
        <location filename="../views/portfolio/PortfolioWindow.cpp" line="497"/>
        <source>Cost</source>
        <translation>Kosten</translation>
    </message>
    <message>
        <location filename="../views/portfolio/PortfolioWindow.cpp" line="497"/>
        <source>Hours (band)</source>
        <translation>Stunden (Band)</translation>
    </message>
    <message>
        <location filename="../views/portfolio/PortfolioWindow.cpp" line="497"/>
        <source>Start (UTC)</source>
        <translation>Beginn (UTC)</translation>
    </message>
    <message>
        <location filename="../views/portfolio/PortfolioWindow.cpp" line="497"/>
        <source>Finish (UTC)</source>
        <translation>Ende (UTC)</translation>
    </message>
    <message>
        <location filename="../views/portfolio/PortfolioWindow.cpp" line="499"/>
        <source>Peak vCPUs</source>
        <translation>Spitze vCPUs</translation>
    </message>
    <message>
        <location filename="../views/portfolio/PortfolioWindow.cpp" line="499"/>
        <source>Free today</source>
        <translation>Heute frei</translation>
    </message>
    <message>
        <location filename="../views/portfolio/PortfolioWindow.cpp" line="499"/>
        <source>From (UTC)</source>
        <translation>Von (UTC)</translation>
    </message>
    <message>
        <location filename="../views/portfolio/PortfolioWindow.cpp" line="499"/>
        <source>To (UTC)</source>
        <translation>Bis (UTC)</translation>
    </message>
    <message>
        <location filename="../views/portfolio/PortfolioWindow.cpp" line="499"/>
        <source>vCPU-hours above free</source>
        <translation>vCPU-Stunden über frei</translation>
    </message>
    <message>
        <location filename="../views/portfolio/PortfolioWindow.cpp" line="534"/>
        <source>New portfolio</source>
        <translation>Neues Portfolio</translation>
    </message>
    <message>
        <location filename="../views/portfolio/PortfolioWindow.cpp" line="592"/>
        <source>Saved %1</source>
        <translation>%1 gespeichert</translation>
    </message>
    <message>
        <location filename="../views/portfolio/PortfolioWindow.cpp" line="603"/>
        <source>Run %1</source>
        <translation>Lauf %1</translation>
    </message>
    <message>
        <location filename="../views/portfolio/PortfolioWindow.cpp" line="612"/>
        <source>Added %1; its deadline and budget give way to the portfolio&apos;s</source>
        <translation>%1 hinzugefügt; seine Frist und sein Budget weichen denen des Portfolios</translation>
    </message>
    <message>
        <location filename="../views/portfolio/PortfolioWindow.cpp" line="629"/>
        <source>(in the portfolio)</source>
        <translation>(im Portfolio)</translation>
    </message>
    <message>
        <location filename="../views/portfolio/PortfolioWindow.cpp" line="630"/>
        <source>The plan is written into the portfolio file</source>
        <translation>Der Plan steht in der Portfolio-Datei</translation>
    </message>
    <message>
        <location filename="../views/portfolio/PortfolioWindow.cpp" line="642"/>
        <source>Read as %1 UTC: a deadline given as a date is the end of that day</source>
        <extracomment>%1: a date and time in UTC</extracomment>
        <translation>Gelesen als %1 UTC: Eine als Datum angegebene Frist ist das Ende dieses Tages</translation>
    </message>
    <message>
        <location filename="../views/portfolio/PortfolioWindow.cpp" line="644"/>
        <source>Read as %1 UTC</source>
        <translation>Gelesen als %1 UTC</translation>
    </message>
    <message>
        <location filename="../views/portfolio/PortfolioWindow.cpp" line="699"/>
        <source>No</source>
        <extracomment>&quot;may_move&quot;: &quot;no&quot;</extracomment>
        <translation>Nein</translation>
    </message>
    <message>
        <location filename="../views/portfolio/PortfolioWindow.cpp" line="701"/>
        <source>Region</source>
        <extracomment>&quot;may_move&quot;: &quot;region&quot;, the same size in another region or tier</extracomment>
        <translation>Region</translation>
    </message>
    <message>
        <location filename="../views/portfolio/PortfolioWindow.cpp" line="703"/>
        <source>Any size</source>
        <extracomment>&quot;may_move&quot;: &quot;size&quot;, any size, region and tier</extracomment>
        <translation>Jede Größe</translation>
    </message>
    <message>
        <location filename="../views/portfolio/PortfolioWindow.cpp" line="726"/>
        <source>this portfolio</source>
        <translation>dieses Portfolio</translation>
    </message>
    <message>
        <location filename="../views/portfolio/PortfolioWindow.cpp" line="788"/>
        <source>Add runs: the current plan with Add Current Plan, or plan files.</source>
        <translation>Läufe hinzufügen: den aktuellen Plan mit „Aktuellen Plan hinzufügen“ oder Plandateien.</translation>
    </message>
    <message>
        <location filename="../views/portfolio/PortfolioWindow.cpp" line="794"/>
        <source>Within today&apos;s quota: %1 of %2 deadlines met, %3 in all</source>
        <extracomment>%1 runs meeting their deadline, %2 runs, %3 the total cost</extracomment>
        <translation>Im heutigen Kontingent: %1 von %2 Fristen gehalten, %3 insgesamt</translation>
    </message>
    <message>
        <location filename="../views/portfolio/PortfolioWindow.cpp" line="796"/>
        <source>(an optimal schedule).</source>
        <translation>(ein optimaler Zeitplan).</translation>
    </message>
    <message>
        <location filename="../views/portfolio/PortfolioWindow.cpp" line="796"/>
        <source>(a heuristic schedule, not a proven optimum).</source>
        <translation>(ein heuristischer Zeitplan, kein bewiesenes Optimum).</translation>
    </message>
    <message>
        <location filename="../views/portfolio/PortfolioWindow.cpp" line="798"/>
        <source>Over the budget.</source>
        <translation>Über dem Budget.</translation>
    </message>
    <message>
        <location filename="../views/portfolio/PortfolioWindow.cpp" line="806"/>
        <source>Not limited, no quota known: %1.</source>
        <extracomment>%1: quota pools, comma-separated</extracomment>
        <translation>Nicht begrenzt, kein Kontingent bekannt: %1.</translation>
    </message>
    <message>
        <location filename="../views/portfolio/PortfolioWindow.cpp" line="816"/>
        <source>With the least quota every deadline is met.</source>
        <translation>Mit dem kleinsten Kontingent wird jede Frist gehalten.</translation>
    </message>
    <message>
        <location filename="../views/portfolio/PortfolioWindow.cpp" line="817"/>
        <source>%1 deadline(s) cannot be met at any quota.</source>
        <translation>%1 Frist(en) hält kein Kontingent.</translation>
    </message>
    <message>
        <location filename="../views/portfolio/PortfolioWindow.cpp" line="824"/>
        <source>%1 run(s) moved from their plan&apos;s size, region or tier (see Schedule).</source>
        <extracomment>%1: how many runs; &quot;may_move&quot; in the portfolio allows it</extracomment>
        <translation>%1 Lauf/Läufe weichen von Größe, Region oder Stufe ihres Plans ab (siehe Zeitplan).</translation>
    </message>
    <message>
        <location filename="../views/portfolio/PortfolioWindow.cpp" line="860"/>
        <source>Schedule within today&apos;s quota, coloured by size</source>
        <translation>Zeitplan im heutigen Kontingent, nach Größe gefärbt</translation>
    </message>
    <message>
        <location filename="../views/portfolio/PortfolioWindow.cpp" line="893"/>
        <location filename="../views/portfolio/PortfolioWindow.cpp" line="952"/>
        <source>cannot run: no way to run it fits the quota</source>
        <translation>kann nicht laufen: kein Weg passt ins Kontingent</translation>
    </message>
    <message>
        <location filename="../views/portfolio/PortfolioWindow.cpp" line="917"/>
        <source>%1, %2, %3</source>
        <extracomment>a bar&apos;s label in the schedule: %1 &quot;8 nodes&quot;, %2 region, %3 tier</extracomment>
        <translation>%1, %2, %3</translation>
    </message>
    <message>
        <location filename="../views/portfolio/PortfolioWindow.cpp" line="918"/>
        <location filename="../views/portfolio/PortfolioWindow.cpp" line="975"/>
        <source>late</source>
        <translation>verspätet</translation>
    </message>
    <message>
        <location filename="../views/portfolio/PortfolioWindow.cpp" line="927"/>
        <location filename="../views/portfolio/PortfolioWindow.cpp" line="1005"/>
        <source>UTC</source>
        <translation>UTC</translation>
    </message>
    <message>
        <location filename="../views/portfolio/PortfolioWindow.cpp" line="960"/>
        <source>%1 × %2, %3</source>
        <extracomment>a run&apos;s way to run: %1 nodes, %2 size, %3 region</extracomment>
        <translation>%1 × %2, %3</translation>
    </message>
    <message>
        <location filename="../views/portfolio/PortfolioWindow.cpp" line="964"/>
        <source>%1 vCPUs of %2</source>
        <translation>%1 vCPUs von %2</translation>
    </message>
    <message>
        <location filename="../views/portfolio/PortfolioWindow.cpp" line="968"/>
        <source>moved</source>
        <extracomment>marks a run placed away from its plan&apos;s size, region or tier</extracomment>
        <translation>verlegt</translation>
    </message>
    <message>
        <location filename="../views/portfolio/PortfolioWindow.cpp" line="976"/>
        <source>Deadline %1 UTC</source>
        <translation>Frist %1 UTC</translation>
    </message>
    <message>
        <location filename="../views/portfolio/PortfolioWindow.cpp" line="990"/>
        <source>vCPUs in use with the least quota that meets every deadline</source>
        <translation>Belegte vCPUs mit dem kleinsten Kontingent, das jede Frist hält</translation>
    </message>
    <message>
        <location filename="../views/portfolio/PortfolioWindow.cpp" line="991"/>
        <source>vCPUs in use within today&apos;s quota</source>
        <translation>Belegte vCPUs im heutigen Kontingent</translation>
    </message>
    <message>
        <location filename="../views/portfolio/PortfolioWindow.cpp" line="1006"/>
        <source>vCPUs</source>
        <translation>vCPUs</translation>
    </message>
    <message>
        <location filename="../views/portfolio/PortfolioWindow.cpp" line="1040"/>
        <source>free quota today</source>
        <translation>heute freies Kontingent</translation>
    </message>
    <message>
        <location filename="../views/portfolio/PortfolioWindow.cpp" line="1054"/>
        <source>Deadlines met thanks to more quota</source>
        <translation>Durch mehr Kontingent gehaltene Fristen</translation>
    </message>
    <message>
        <location filename="../views/portfolio/PortfolioWindow.cpp" line="1066"/>
        <source>vCPUs added to one pool</source>
        <translation>einem Pool hinzugefügte vCPUs</translation>
    </message>
    <message>
        <location filename="../views/portfolio/PortfolioWindow.cpp" line="1067"/>
        <source>deadlines gained</source>
        <translation>gewonnene Fristen</translation>
    </message>
    <message>
        <location filename="../views/portfolio/PortfolioWindow.cpp" line="1130"/>
        <source>not known</source>
        <translation>unbekannt</translation>
    </message>
    <message>
        <location filename="../views/portfolio/PortfolioWindow.cpp" line="1138"/>
        <source>The least quota per pool that meets every deadline that can be met within the budget; the quota request pack asks for it.</source>
        <translation>Das kleinste Kontingent je Pool, das jede im Budget einhaltbare Frist hält; die Kontingentanfrage fragt es an.</translation>
    </message>
    <message>
        <location filename="../views/portfolio/PortfolioWindow.cpp" line="1153"/>
        <location filename="../views/portfolio/PortfolioWindow.cpp" line="1162"/>
        <source>Export Quota Request</source>
        <translation>Kontingentanfrage exportieren</translation>
    </message>
    <message>
        <location filename="../views/portfolio/PortfolioWindow.cpp" line="1165"/>
        <source>Wrote %1</source>
        <translation>%1 geschrieben</translation>
    </message>
    <message>
        <location filename="../views/portfolio/PortfolioWindow.cpp" line="1173"/>
        <source>Portfolio</source>
        <translation>Portfolio</translation>
    </message>
    <message>
        <location filename="../views/portfolio/PortfolioWindow.cpp" line="1173"/>
        <source>Save the changes to this portfolio?</source>
        <translation>Die Änderungen an diesem Portfolio speichern?</translation>
    </message>
    <message>
        <location filename="../views/portfolio/PortfolioWindow.cpp" line="1196"/>
        <source>%1[*] — Portfolio</source>
        <extracomment>the Portfolio window&apos;s title; %1: the portfolio&apos;s file or name</extracomment>
        <translation>%1[*] — Portfolio</translation>
    </message>
</context>
<context>
    <name>capplan::views::PriceBasisInputs</name>
    <message>
        <location filename="../views/inputs/PriceBasisInputs.cpp" line="94"/>
        <source>Price:</source>
        <translation>Preis:</translation>
    </message>
    <message>
        <location filename="../views/inputs/PriceBasisInputs.cpp" line="99"/>
        <source>Pay-as-you-go, or the catalog&apos;s reservation or savings-plan rate of 1 or 3 years (dedicated VMs only; import them with the Azure Retail Prices API)</source>
        <translation>Pay-as-you-go oder der Reservierungs- bzw. Sparplanpreis des Katalogs für 1 oder 3 Jahre (nur dedizierte VMs; importieren Sie ihn über die Azure Retail Prices API)</translation>
    </message>
    <message>
        <location filename="../views/inputs/PriceBasisInputs.cpp" line="101"/>
        <source>Discount:</source>
        <translation>Rabatt:</translation>
    </message>
    <message>
        <location filename="../views/inputs/PriceBasisInputs.cpp" line="102"/>
        <source> %</source>
        <translation> %</translation>
    </message>
    <message>
        <location filename="../views/inputs/PriceBasisInputs.cpp" line="103"/>
        <source>A negotiated discount in percent, taken off the price the plan uses (the catalog&apos;s or your own)</source>
        <translation>Ein ausgehandelter Rabatt in Prozent, abgezogen vom Preis, den der Plan verwendet (dem des Katalogs oder Ihrem eigenen)</translation>
    </message>
</context>
<context>
    <name>capplan::views::PriceEditor</name>
    <message>
        <location filename="../views/catalog/CatalogEditors.cpp" line="227"/>
        <source>on demand (pay as you go)</source>
        <translation>On-Demand (nutzungsbasierte Bezahlung)</translation>
    </message>
    <message>
        <location filename="../views/catalog/CatalogEditors.cpp" line="228"/>
        <source>Spot</source>
        <translation>Spot</translation>
    </message>
    <message>
        <location filename="../views/catalog/CatalogEditors.cpp" line="229"/>
        <source>reservation (per hour of the term)</source>
        <translation>Reservierung (pro Stunde der Vertragslaufzeit)</translation>
    </message>
    <message>
        <location filename="../views/catalog/CatalogEditors.cpp" line="230"/>
        <source>savings plan</source>
        <translation>Sparplan</translation>
    </message>
    <message>
        <location filename="../views/catalog/CatalogEditors.cpp" line="233"/>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <location filename="../views/catalog/CatalogEditors.cpp" line="234"/>
        <source>1 year</source>
        <translation>1 Jahr</translation>
    </message>
    <message>
        <location filename="../views/catalog/CatalogEditors.cpp" line="235"/>
        <source>3 years</source>
        <translation>3 Jahre</translation>
    </message>
    <message>
        <location filename="../views/catalog/CatalogEditors.cpp" line="241"/>
        <source>e.g. 98.32</source>
        <translation>z. B. 98,32</translation>
    </message>
    <message>
        <location filename="../views/catalog/CatalogEditors.cpp" line="243"/>
        <source>Si&amp;ze:</source>
        <translation>&amp;VM-Größe:</translation>
    </message>
    <message>
        <location filename="../views/catalog/CatalogEditors.cpp" line="244"/>
        <source>&amp;Region:</source>
        <translation>&amp;Region:</translation>
    </message>
    <message>
        <location filename="../views/catalog/CatalogEditors.cpp" line="245"/>
        <source>&amp;Tier:</source>
        <translation>&amp;Tarif:</translation>
    </message>
    <message>
        <location filename="../views/catalog/CatalogEditors.cpp" line="246"/>
        <source>&amp;Kind:</source>
        <translation>Preis&amp;art:</translation>
    </message>
    <message>
        <location filename="../views/catalog/CatalogEditors.cpp" line="247"/>
        <source>T&amp;erm:</source>
        <translation>Vertrags&amp;laufzeit:</translation>
    </message>
    <message>
        <location filename="../views/catalog/CatalogEditors.cpp" line="248"/>
        <source>&amp;Currency:</source>
        <translation>&amp;Währung:</translation>
    </message>
    <message>
        <location filename="../views/catalog/CatalogEditors.cpp" line="249"/>
        <source>&amp;Price per hour:</source>
        <translation>&amp;Preis pro Stunde:</translation>
    </message>
    <message>
        <location filename="../views/catalog/CatalogEditors.cpp" line="274"/>
        <location filename="../views/catalog/CatalogEditors.cpp" line="282"/>
        <source>Add Price</source>
        <translation>Preis hinzufügen</translation>
    </message>
    <message>
        <location filename="../views/catalog/CatalogEditors.cpp" line="282"/>
        <source>Edit Price</source>
        <translation>Preis bearbeiten</translation>
    </message>
    <message>
        <location filename="../views/catalog/CatalogEditors.cpp" line="291"/>
        <source>%1Source: %2, as of %3</source>
        <translation>%1Quelle: %2, Stand %3</translation>
    </message>
    <message>
        <location filename="../views/catalog/CatalogEditors.cpp" line="292"/>
        <source>Unverified. </source>
        <translation>Ungeprüft. </translation>
    </message>
    <message>
        <location filename="../views/catalog/CatalogEditors.cpp" line="296"/>
        <source>now: %1</source>
        <translation>aktuell: %1</translation>
    </message>
    <message>
        <location filename="../views/catalog/CatalogEditors.cpp" line="297"/>
        <source>where the price comes from, e.g. Azure pricing calculator</source>
        <translation>Herkunft des Preises, z. B. Azure-Preisrechner</translation>
    </message>
    <message>
        <location filename="../views/catalog/CatalogEditors.cpp" line="339"/>
        <location filename="../views/catalog/CatalogEditors.cpp" line="342"/>
        <source>Price per hour</source>
        <translation>Preis pro Stunde</translation>
    </message>
    <message>
        <location filename="../views/catalog/CatalogEditors.cpp" line="339"/>
        <source>enter the Linux price of one VM for one hour.</source>
        <translation>Geben Sie den Linux-Preis einer VM für eine Stunde ein.</translation>
    </message>
    <message>
        <location filename="../views/catalog/CatalogEditors.cpp" line="342"/>
        <source>&quot;%1&quot; is not a number.</source>
        <translation>„%1“ ist keine Zahl.</translation>
    </message>
    <message>
        <location filename="../views/catalog/CatalogEditors.cpp" line="349"/>
        <source>Source</source>
        <translation>Quelle</translation>
    </message>
    <message>
        <location filename="../views/catalog/CatalogEditors.cpp" line="349"/>
        <source>say where the new value comes from.</source>
        <translation>Geben Sie an, woher der neue Wert stammt.</translation>
    </message>
</context>
<context>
    <name>capplan::views::PricesTableModel</name>
    <message>
        <location filename="../views/catalog/CatalogModels.cpp" line="584"/>
        <source>on demand</source>
        <translation>On-Demand</translation>
    </message>
    <message>
        <location filename="../views/catalog/CatalogModels.cpp" line="586"/>
        <source>Spot</source>
        <translation>Spot</translation>
    </message>
    <message>
        <location filename="../views/catalog/CatalogModels.cpp" line="588"/>
        <source>reservation</source>
        <translation>Reservierung</translation>
    </message>
    <message>
        <location filename="../views/catalog/CatalogModels.cpp" line="590"/>
        <source>savings plan</source>
        <translation>Sparplan</translation>
    </message>
    <message>
        <location filename="../views/catalog/CatalogModels.cpp" line="619"/>
        <source>1 year</source>
        <translation>1 Jahr</translation>
    </message>
    <message>
        <location filename="../views/catalog/CatalogModels.cpp" line="619"/>
        <source>%1 years</source>
        <translation>%1 Jahre</translation>
    </message>
    <message>
        <location filename="../views/catalog/CatalogModels.cpp" line="658"/>
        <source>Size</source>
        <translation>VM-Größe</translation>
    </message>
    <message>
        <location filename="../views/catalog/CatalogModels.cpp" line="660"/>
        <source>Region</source>
        <translation>Region</translation>
    </message>
    <message>
        <location filename="../views/catalog/CatalogModels.cpp" line="662"/>
        <source>Tier</source>
        <translation>Tarif</translation>
    </message>
    <message>
        <location filename="../views/catalog/CatalogModels.cpp" line="664"/>
        <source>Kind</source>
        <translation>Preisart</translation>
    </message>
    <message>
        <location filename="../views/catalog/CatalogModels.cpp" line="666"/>
        <source>Term</source>
        <translation>Vertragslaufzeit</translation>
    </message>
    <message>
        <location filename="../views/catalog/CatalogModels.cpp" line="668"/>
        <source>Currency</source>
        <translation>Währung</translation>
    </message>
    <message>
        <location filename="../views/catalog/CatalogModels.cpp" line="670"/>
        <source>Price per hour</source>
        <translation>Preis pro Stunde</translation>
    </message>
    <message>
        <location filename="../views/catalog/CatalogModels.cpp" line="672"/>
        <source>Source</source>
        <translation>Quelle</translation>
    </message>
    <message>
        <location filename="../views/catalog/CatalogModels.cpp" line="674"/>
        <source>As of</source>
        <translation>Stand</translation>
    </message>
    <message>
        <location filename="../views/catalog/CatalogModels.cpp" line="676"/>
        <source>Origin</source>
        <translation>Herkunft</translation>
    </message>
</context>
<context>
    <name>capplan::views::QuotaEditor</name>
    <message>
        <location filename="../views/catalog/CatalogEditors.cpp" line="363"/>
        <source>VM family</source>
        <translation>VM-Familie</translation>
    </message>
    <message>
        <location filename="../views/catalog/CatalogEditors.cpp" line="364"/>
        <source>regional total</source>
        <translation>Summe der Region</translation>
    </message>
    <message>
        <location filename="../views/catalog/CatalogEditors.cpp" line="384"/>
        <source>empty: unknown</source>
        <translation>leer: unbekannt</translation>
    </message>
    <message>
        <location filename="../views/catalog/CatalogEditors.cpp" line="387"/>
        <source>empty: unknown; -1: no limit of its own</source>
        <translation>leer: unbekannt; -1: kein eigenes Limit</translation>
    </message>
    <message>
        <location filename="../views/catalog/CatalogEditors.cpp" line="389"/>
        <source>&amp;Region:</source>
        <translation>&amp;Region:</translation>
    </message>
    <message>
        <location filename="../views/catalog/CatalogEditors.cpp" line="390"/>
        <source>&amp;Counter:</source>
        <translation>&amp;Zähler:</translation>
    </message>
    <message>
        <location filename="../views/catalog/CatalogEditors.cpp" line="391"/>
        <source>&amp;Family:</source>
        <translation>&amp;Familie:</translation>
    </message>
    <message>
        <location filename="../views/catalog/CatalogEditors.cpp" line="392"/>
        <source>&amp;Tier:</source>
        <translation>&amp;Tarif:</translation>
    </message>
    <message>
        <location filename="../views/catalog/CatalogEditors.cpp" line="393"/>
        <source>In &amp;use (cores):</source>
        <translation>Ge&amp;nutzt (Kerne):</translation>
    </message>
    <message>
        <location filename="../views/catalog/CatalogEditors.cpp" line="394"/>
        <source>&amp;Limit (cores):</source>
        <translation>&amp;Limit (Kerne):</translation>
    </message>
    <message>
        <location filename="../views/catalog/CatalogEditors.cpp" line="422"/>
        <source>Edit Quota</source>
        <translation>Kontingent bearbeiten</translation>
    </message>
    <message>
        <location filename="../views/catalog/CatalogEditors.cpp" line="422"/>
        <source>Add Quota</source>
        <translation>Kontingent hinzufügen</translation>
    </message>
    <message>
        <location filename="../views/catalog/CatalogEditors.cpp" line="432"/>
        <source>now: %1</source>
        <translation>aktuell: %1</translation>
    </message>
    <message>
        <location filename="../views/catalog/CatalogEditors.cpp" line="433"/>
        <source>where the numbers come from, e.g. Azure portal, Quotas</source>
        <translation>Herkunft der Zahlen, z. B. Azure-Portal, Kontingente</translation>
    </message>
    <message>
        <location filename="../views/catalog/CatalogEditors.cpp" line="470"/>
        <source>&quot;%1&quot; is not a number.</source>
        <translation>„%1“ ist keine Zahl.</translation>
    </message>
    <message>
        <location filename="../views/catalog/CatalogEditors.cpp" line="473"/>
        <source>enter a whole number of cores.</source>
        <translation>Geben Sie eine ganze Zahl von Kernen ein.</translation>
    </message>
    <message>
        <location filename="../views/catalog/CatalogEditors.cpp" line="486"/>
        <source>In use</source>
        <translation>Genutzt</translation>
    </message>
    <message>
        <location filename="../views/catalog/CatalogEditors.cpp" line="489"/>
        <source>Limit</source>
        <translation>Limit</translation>
    </message>
    <message>
        <location filename="../views/catalog/CatalogEditors.cpp" line="497"/>
        <source>Source</source>
        <translation>Quelle</translation>
    </message>
    <message>
        <location filename="../views/catalog/CatalogEditors.cpp" line="497"/>
        <source>say where the new numbers come from.</source>
        <translation>Geben Sie an, woher die neuen Zahlen stammen.</translation>
    </message>
</context>
<context>
    <name>capplan::views::QuotaPanel</name>
    <message>
        <location filename="../views/tabs/QuotaPanel.cpp" line="130"/>
        <source>Quota per node count</source>
        <translation>Kontingent je Knotenzahl</translation>
    </message>
    <message>
        <location filename="../views/tabs/QuotaPanel.cpp" line="131"/>
        <source>Nodes</source>
        <translation>Knoten</translation>
    </message>
    <message>
        <location filename="../views/tabs/QuotaPanel.cpp" line="131"/>
        <source>Cores needed</source>
        <translation>Benötigte Kerne</translation>
    </message>
    <message>
        <location filename="../views/tabs/QuotaPanel.cpp" line="131"/>
        <source>Family used</source>
        <translation>Genutzt (Familie)</translation>
    </message>
    <message>
        <location filename="../views/tabs/QuotaPanel.cpp" line="131"/>
        <source>Family limit</source>
        <translation>Limit (Familie)</translation>
    </message>
    <message>
        <location filename="../views/tabs/QuotaPanel.cpp" line="132"/>
        <source>Family short</source>
        <translation>Fehlmenge (Familie)</translation>
    </message>
    <message>
        <location filename="../views/tabs/QuotaPanel.cpp" line="132"/>
        <source>Regional used</source>
        <translation>Genutzt (Region)</translation>
    </message>
    <message>
        <location filename="../views/tabs/QuotaPanel.cpp" line="132"/>
        <source>Regional limit</source>
        <translation>Limit (Region)</translation>
    </message>
    <message>
        <location filename="../views/tabs/QuotaPanel.cpp" line="133"/>
        <source>Regional short</source>
        <translation>Fehlmenge (Region)</translation>
    </message>
    <message>
        <location filename="../views/tabs/QuotaPanel.cpp" line="133"/>
        <location filename="../views/tabs/QuotaPanel.cpp" line="147"/>
        <source>Quota</source>
        <translation>Kontingent</translation>
    </message>
    <message>
        <location filename="../views/tabs/QuotaPanel.cpp" line="135"/>
        <source>Node count of the option</source>
        <translation>Knotenzahl der Option</translation>
    </message>
    <message>
        <location filename="../views/tabs/QuotaPanel.cpp" line="136"/>
        <source>Nodes × vCPUs per node: what the option takes from the quota</source>
        <translation>Knoten × vCPUs pro Knoten: was die Option vom Kontingent belegt</translation>
    </message>
    <message>
        <location filename="../views/tabs/QuotaPanel.cpp" line="137"/>
        <source>Cores of the size&apos;s quota family in use in the region</source>
        <translation>In der Region genutzte Kerne der Kontingentfamilie der VM-Größe</translation>
    </message>
    <message>
        <location filename="../views/tabs/QuotaPanel.cpp" line="138"/>
        <source>Cores the family may use in the region</source>
        <translation>Kerne, die die Familie in der Region nutzen darf</translation>
    </message>
    <message>
        <location filename="../views/tabs/QuotaPanel.cpp" line="139"/>
        <source>How far the family&apos;s limit must be raised: in use + needed − limit</source>
        <translation>Um wie viel das Limit der Familie erhöht werden muss: genutzt + benötigt − Limit</translation>
    </message>
    <message>
        <location filename="../views/tabs/QuotaPanel.cpp" line="140"/>
        <source>Cores in use in the region, all families together</source>
        <translation>In der Region genutzte Kerne, alle Familien zusammen</translation>
    </message>
    <message>
        <location filename="../views/tabs/QuotaPanel.cpp" line="141"/>
        <source>The region&apos;s total core limit of the tier</source>
        <translation>Gesamtlimit der Kerne in der Region für den Tarif</translation>
    </message>
    <message>
        <location filename="../views/tabs/QuotaPanel.cpp" line="142"/>
        <source>How far the regional total must be raised</source>
        <translation>Um wie viel das Gesamtlimit der Region erhöht werden muss</translation>
    </message>
    <message>
        <location filename="../views/tabs/QuotaPanel.cpp" line="143"/>
        <source>Whether the imported quota covers the option</source>
        <translation>Ob das importierte Kontingent für die Option ausreicht</translation>
    </message>
    <message>
        <location filename="../views/tabs/QuotaPanel.cpp" line="147"/>
        <source>Region</source>
        <translation>Region</translation>
    </message>
    <message>
        <location filename="../views/tabs/QuotaPanel.cpp" line="147"/>
        <source>Price per node-hour</source>
        <translation>Preis pro Knotenstunde</translation>
    </message>
    <message>
        <location filename="../views/tabs/QuotaPanel.cpp" line="147"/>
        <location filename="../views/tabs/QuotaPanel.cpp" line="344"/>
        <source>Cost</source>
        <translation>Kosten</translation>
    </message>
    <message>
        <location filename="../views/tabs/QuotaPanel.cpp" line="183"/>
        <source>Quota and regions appear once the plan can be evaluated.</source>
        <translation>Kontingent und Regionen werden angezeigt, sobald der Plan ausgewertet werden kann.</translation>
    </message>
    <message>
        <location filename="../views/tabs/QuotaPanel.cpp" line="186"/>
        <location filename="../views/tabs/QuotaPanel.cpp" line="341"/>
        <source>Regions</source>
        <translation>Regionen</translation>
    </message>
    <message>
        <location filename="../views/tabs/QuotaPanel.cpp" line="192"/>
        <source>Family %1 in %2, %3 cores; a node counts by its vCPUs.</source>
        <translation>Familie %1 in %2, Kerne im Tarif „%3“; ein Knoten zählt mit seinen vCPUs.</translation>
    </message>
    <message>
        <location filename="../views/tabs/QuotaPanel.cpp" line="193"/>
        <source>(none in the catalog)</source>
        <translation>(keine im Katalog)</translation>
    </message>
    <message>
        <location filename="../views/tabs/QuotaPanel.cpp" line="206"/>
        <source>unknown</source>
        <translation>unbekannt</translation>
    </message>
    <message>
        <location filename="../views/tabs/QuotaPanel.cpp" line="266"/>
        <source>No region has an on-demand %1 price in %2 for this size, so none can be compared.</source>
        <translation>Keine Region hat für diese Größe einen nutzungsbasierten Preis (%1) in %2, daher kann keine verglichen werden.</translation>
    </message>
    <message>
        <location filename="../views/tabs/QuotaPanel.cpp" line="218"/>
        <source>enough</source>
        <translation>ausreichend</translation>
    </message>
    <message>
        <location filename="../views/tabs/QuotaPanel.cpp" line="220"/>
        <source>short by %1 cores</source>
        <translation>%1 Kerne zu wenig</translation>
    </message>
    <message>
        <location filename="../views/tabs/QuotaPanel.cpp" line="222"/>
        <source>unknown: no usage imported</source>
        <translation>unbekannt: keine Nutzung importiert</translation>
    </message>
    <message>
        <location filename="../views/tabs/QuotaPanel.cpp" line="235"/>
        <source>1 node</source>
        <translation>1 Knoten</translation>
    </message>
    <message>
        <location filename="../views/tabs/QuotaPanel.cpp" line="235"/>
        <source>%1 nodes</source>
        <translation>%1 Knoten</translation>
    </message>
    <message>
        <location filename="../views/tabs/QuotaPanel.cpp" line="237"/>
        <source>With %1 in %2 the plan needs %3 cores of %4.</source>
        <translation>Mit %1 in %2 benötigt der Plan %3 Kerne von %4.</translation>
    </message>
    <message>
        <location filename="../views/tabs/QuotaPanel.cpp" line="243"/>
        <source>The imported quota covers them.</source>
        <translation>Das importierte Kontingent reicht dafür aus.</translation>
    </message>
    <message>
        <location filename="../views/tabs/QuotaPanel.cpp" line="247"/>
        <source>Request %1 more cores.</source>
        <translation>Beantragen Sie %1 zusätzliche Kerne.</translation>
    </message>
    <message>
        <location filename="../views/tabs/QuotaPanel.cpp" line="252"/>
        <source>No usage has been imported for this family and region (File → Import…, az vm list-usage).</source>
        <translation>Für diese Familie und Region wurde keine Nutzung importiert (Datei → Importieren…, az vm list-usage).</translation>
    </message>
    <message>
        <location filename="../views/tabs/QuotaPanel.cpp" line="263"/>
        <source>Cheapest region with enough quota: %1 (%2).</source>
        <translation>Günstigste Region mit ausreichendem Kontingent: %1 (%2).</translation>
    </message>
    <message>
        <location filename="../views/tabs/QuotaPanel.cpp" line="272"/>
        <source>No region with a price has enough quota: every region whose quota is known is short.</source>
        <translation>Keine Region mit Preis hat ausreichendes Kontingent: Jeder Region mit bekanntem Kontingent fehlen Kerne.</translation>
    </message>
    <message>
        <location filename="../views/tabs/QuotaPanel.cpp" line="273"/>
        <source>No cheapest region with quota can be named: no region&apos;s quota usage has been imported for this family.</source>
        <translation>Es lässt sich keine günstigste Region mit Kontingent nennen: Für diese Familie wurde für keine Region eine Kontingentnutzung importiert.</translation>
    </message>
    <message>
        <location filename="../views/tabs/QuotaPanel.cpp" line="282"/>
        <source>Priced only in other currencies, so not compared (prices are never converted): %1. Set the plan&apos;s currency to compare them; this comparison is in %2.</source>
        <extracomment>%1: regions, %2: the plan&apos;s currency code</extracomment>
        <translation>Nur in anderen Währungen bepreist und daher nicht verglichen (Preise werden nie umgerechnet): %1. Stellen Sie die Währung des Plans um, um sie zu vergleichen; dieser Vergleich ist in %2.</translation>
    </message>
    <message>
        <location filename="../views/tabs/QuotaPanel.cpp" line="307"/>
        <source>no own limit</source>
        <translation>kein eigenes Limit</translation>
    </message>
    <message>
        <location filename="../views/tabs/QuotaPanel.cpp" line="339"/>
        <source>Regions for 1 node, cheapest first</source>
        <translation>Regionen für 1 Knoten, günstigste zuerst</translation>
    </message>
    <message>
        <location filename="../views/tabs/QuotaPanel.cpp" line="340"/>
        <source>Regions for %1 nodes, cheapest first</source>
        <translation>Regionen für %1 Knoten, günstigste zuerst</translation>
    </message>
    <message>
        <location filename="../views/tabs/QuotaPanel.cpp" line="364"/>
        <source>not available for this subscription (%1)</source>
        <extracomment>%1: Azure&apos;s reason code, e.g. NotAvailableForSubscription</extracomment>
        <translation>für dieses Abonnement nicht verfügbar (%1)</translation>
    </message>
    <message>
        <location filename="../views/tabs/QuotaPanel.cpp" line="370"/>
        <source>%1 (cheapest with quota)</source>
        <translation>%1 (günstigste mit Kontingent)</translation>
    </message>
    <message>
        <location filename="../views/tabs/QuotaPanel.cpp" line="373"/>
        <source>The plan&apos;s region</source>
        <translation>Die Region des Plans</translation>
    </message>
</context>
<context>
    <name>capplan::views::QuotaTableModel</name>
    <message>
        <location filename="../views/catalog/CatalogModels.cpp" line="824"/>
        <source>family</source>
        <translation>Familie</translation>
    </message>
    <message>
        <location filename="../views/catalog/CatalogModels.cpp" line="824"/>
        <source>regional total</source>
        <translation>Summe der Region</translation>
    </message>
    <message>
        <location filename="../views/catalog/CatalogModels.cpp" line="833"/>
        <source>no own limit</source>
        <translation>kein eigenes Limit</translation>
    </message>
    <message>
        <location filename="../views/catalog/CatalogModels.cpp" line="865"/>
        <source>Region</source>
        <translation>Region</translation>
    </message>
    <message>
        <location filename="../views/catalog/CatalogModels.cpp" line="867"/>
        <source>Counter</source>
        <translation>Zähler</translation>
    </message>
    <message>
        <location filename="../views/catalog/CatalogModels.cpp" line="869"/>
        <source>Family</source>
        <translation>Familie</translation>
    </message>
    <message>
        <location filename="../views/catalog/CatalogModels.cpp" line="871"/>
        <source>Tier</source>
        <translation>Tarif</translation>
    </message>
    <message>
        <location filename="../views/catalog/CatalogModels.cpp" line="873"/>
        <source>In use (cores)</source>
        <translation>Genutzt (Kerne)</translation>
    </message>
    <message>
        <location filename="../views/catalog/CatalogModels.cpp" line="875"/>
        <source>Limit (cores)</source>
        <translation>Limit (Kerne)</translation>
    </message>
    <message>
        <location filename="../views/catalog/CatalogModels.cpp" line="877"/>
        <source>Source</source>
        <translation>Quelle</translation>
    </message>
    <message>
        <location filename="../views/catalog/CatalogModels.cpp" line="879"/>
        <source>As of</source>
        <translation>Stand</translation>
    </message>
    <message>
        <location filename="../views/catalog/CatalogModels.cpp" line="881"/>
        <source>Origin</source>
        <translation>Herkunft</translation>
    </message>
</context>
<context>
    <name>capplan::views::ResultsPanel</name>
    <message>
        <location filename="../views/results/ResultsPanel.cpp" line="133"/>
        <source>Priced for: %1, %2.</source>
        <translation>Preise für: %1, %2.</translation>
    </message>
    <message>
        <location filename="../views/results/ResultsPanel.cpp" line="215"/>
        <source>No findings: nothing to warn about in this plan.</source>
        <translation>Keine Befunde: An diesem Plan ist nichts zu beanstanden.</translation>
    </message>
    <message>
        <location filename="../views/results/ResultsPanel.cpp" line="253"/>
        <source>The inputs are invalid, so this is the result of the last valid plan, with %1. Fix the highlighted fields to update it.</source>
        <translation>Die Eingaben sind ungültig; dies ist daher das Ergebnis des letzten gültigen Plans, mit %1. Korrigieren Sie die markierten Felder, um es zu aktualisieren.</translation>
    </message>
    <message>
        <location filename="../views/results/ResultsPanel.cpp" line="270"/>
        <source>A blank plan: enter the workload on the left — GPU-hours, or a model and the tokens to train on — and the options appear here.</source>
        <translation>Ein leerer Plan: Geben Sie links die Arbeitslast ein – GPU-Stunden oder ein Modell und die zu trainierenden Tokens –, dann erscheinen hier die Optionen.</translation>
    </message>
    <message>
        <location filename="../views/results/ResultsPanel.cpp" line="272"/>
        <source>No result yet: fix the highlighted inputs on the left.</source>
        <translation>Noch kein Ergebnis: Korrigieren Sie die markierten Eingaben links.</translation>
    </message>
    <message>
        <location filename="../views/results/ResultsPanel.cpp" line="251"/>
        <source>The inputs are invalid, so this is the last valid result. Fix the highlighted fields to update it.</source>
        <translation>Die Eingaben sind ungültig; dies ist daher das letzte gültige Ergebnis. Korrigieren Sie die markierten Felder, um es zu aktualisieren.</translation>
    </message>
    <message>
        <location filename="../views/results/ResultsPanel.cpp" line="335"/>
        <source>Findings: warnings about this plan</source>
        <translation>Hinweise: Warnungen zu diesem Plan</translation>
    </message>
    <message>
        <location filename="../views/results/ResultsPanel.cpp" line="336"/>
        <source>&amp;Options</source>
        <translation>&amp;Optionen</translation>
    </message>
</context>
<context>
    <name>capplan::views::RiskInputs</name>
    <message>
        <location filename="../views/inputs/RiskInputs.cpp" line="274"/>
        <source>computed when on</source>
        <translation>berechnet, wenn aktiv</translation>
    </message>
    <message>
        <location filename="../views/inputs/RiskInputs.cpp" line="322"/>
        <source>Failures and checkpoints</source>
        <translation>Ausfälle und Checkpoints</translation>
    </message>
    <message>
        <location filename="../views/inputs/RiskInputs.cpp" line="323"/>
        <source>Model node failures, checkpoints, restarts, low-priority preemptions and the idle timer, and recommend at a confidence of meeting the deadline</source>
        <translation>Knotenausfälle, Checkpoints, Neustarts, Unterbrechungen bei niedriger Priorität und den Leerlauf-Timer modellieren und mit einer vorgegebenen Konfidenz für das Einhalten der Frist empfehlen</translation>
    </message>
    <message>
        <location filename="../views/inputs/RiskInputs.cpp" line="325"/>
        <source>Node MTBF:</source>
        <translation>Knoten-MTBF:</translation>
    </message>
    <message>
        <location filename="../views/inputs/RiskInputs.cpp" line="326"/>
        <location filename="../views/inputs/RiskInputs.cpp" line="334"/>
        <location filename="../views/inputs/RiskInputs.cpp" line="367"/>
        <source> h</source>
        <translation> h</translation>
    </message>
    <message>
        <location filename="../views/inputs/RiskInputs.cpp" line="327"/>
        <source>never fails</source>
        <translation>fällt nie aus</translation>
    </message>
    <message>
        <location filename="../views/inputs/RiskInputs.cpp" line="328"/>
        <source>Mean time between failures of one node, in hours. The default, %1 h, is Llama 3&apos;s rate: 419 unexpected interruptions in 54 days on 16,384 GPUs (Meta, &quot;The Llama 3 Herd of Models&quot;, 2024, section 3.3.4). 0 means nodes never fail.</source>
        <translation>Mittlere Betriebsdauer zwischen Ausfällen eines Knotens, in Stunden. Der Standardwert von %1 h entspricht der Rate bei Llama 3: 419 unerwartete Unterbrechungen in 54 Tagen auf 16.384 GPUs (Meta, „The Llama 3 Herd of Models“, 2024, Abschnitt 3.3.4). 0 bedeutet, dass Knoten nie ausfallen.</translation>
    </message>
    <message>
        <location filename="../views/inputs/RiskInputs.cpp" line="332"/>
        <source>Optimal checkpoints</source>
        <translation>Optimale Checkpoints</translation>
    </message>
    <message>
        <location filename="../views/inputs/RiskInputs.cpp" line="333"/>
        <source>Checkpoint at the Young/Daly interval √(2 · write time · job MTBF) for each node count</source>
        <translation>Checkpoints im Young/Daly-Intervall √(2 · Schreibzeit · Job-MTBF) für jede Knotenzahl</translation>
    </message>
    <message>
        <location filename="../views/inputs/RiskInputs.cpp" line="335"/>
        <source>Hours of training between two checkpoints</source>
        <translation>Trainingsstunden zwischen zwei Checkpoints</translation>
    </message>
    <message>
        <location filename="../views/inputs/RiskInputs.cpp" line="336"/>
        <source>Write time from the model</source>
        <translation>Schreibzeit aus dem Modell</translation>
    </message>
    <message>
        <location filename="../views/inputs/RiskInputs.cpp" line="337"/>
        <source>Derive the checkpoint write from the model&apos;s weights and optimizer states, as the strategy shards them, and the storage bandwidth below; without a model it is 5 minutes. Uncheck to type your own figure.</source>
        <translation>Die Schreibzeit eines Checkpoints aus den Gewichten und Optimiererzuständen des Modells, wie die Strategie sie aufteilt, und der Speicherbandbreite unten ableiten; ohne Modell sind es 5 Minuten. Abwählen, um einen eigenen Wert einzugeben.</translation>
    </message>
    <message>
        <location filename="../views/inputs/RiskInputs.cpp" line="340"/>
        <location filename="../views/inputs/RiskInputs.cpp" line="355"/>
        <source> min</source>
        <translation> min</translation>
    </message>
    <message>
        <location filename="../views/inputs/RiskInputs.cpp" line="341"/>
        <source>Minutes one checkpoint write stops training</source>
        <translation>Minuten, für die das Schreiben eines Checkpoints das Training anhält</translation>
    </message>
    <message>
        <location filename="../views/inputs/RiskInputs.cpp" line="342"/>
        <source>Storage write per node:</source>
        <translation>Speicher-Schreibrate pro Knoten:</translation>
    </message>
    <message>
        <location filename="../views/inputs/RiskInputs.cpp" line="343"/>
        <location filename="../views/inputs/RiskInputs.cpp" line="349"/>
        <source> GB/s</source>
        <translation> GB/s</translation>
    </message>
    <message>
        <location filename="../views/inputs/RiskInputs.cpp" line="344"/>
        <source>How fast one node writes its checkpoint shards to storage. The default, %1 GB/s, is BlobFuse2&apos;s measured sequential write to a Standard Blob account (the Azure ML mount)</source>
        <translation>Wie schnell ein Knoten seine Checkpoint-Teile in den Speicher schreibt. Der Standardwert, %1 GB/s, ist das gemessene sequenzielle Schreiben von BlobFuse2 in ein Standard-Blob-Konto (die Azure-ML-Einbindung)</translation>
    </message>
    <message>
        <location filename="../views/inputs/RiskInputs.cpp" line="348"/>
        <source>Storage account ingress:</source>
        <translation>Eingangsrate des Speicherkontos:</translation>
    </message>
    <message>
        <location filename="../views/inputs/RiskInputs.cpp" line="350"/>
        <source>How fast all nodes together may write to the storage account. The default, %1 GB/s, is a standard account&apos;s 60 Gb/s ingress limit in the large regions (25 Gb/s elsewhere; more on request)</source>
        <translation>Wie schnell alle Knoten zusammen in das Speicherkonto schreiben dürfen. Der Standardwert, %1 GB/s, ist das Eingangslimit von 60 Gb/s eines Standardkontos in den großen Regionen (25 Gb/s anderswo; mehr auf Anfrage)</translation>
    </message>
    <message>
        <location filename="../views/inputs/RiskInputs.cpp" line="354"/>
        <source>Restart:</source>
        <translation>Neustart:</translation>
    </message>
    <message>
        <location filename="../views/inputs/RiskInputs.cpp" line="356"/>
        <source>Minutes from a failure to training again: reallocation, image pull, loading the last checkpoint (ten minutes or more)</source>
        <translation>Minuten von einem Ausfall bis zum erneuten Training: Neuzuweisung, Laden des Images, Laden des letzten Checkpoints (zehn Minuten oder mehr)</translation>
    </message>
    <message>
        <location filename="../views/inputs/RiskInputs.cpp" line="358"/>
        <source>Idle before scale-down:</source>
        <translation>Leerlauf vor Herunterskalieren:</translation>
    </message>
    <message>
        <location filename="../views/inputs/RiskInputs.cpp" line="359"/>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <location filename="../views/inputs/RiskInputs.cpp" line="360"/>
        <source>The cluster&apos;s idle_time_before_scale_down: every node keeps billing this long after the job ends</source>
        <translation>idle_time_before_scale_down des Clusters: Jeder Knoten wird nach dem Ende des Jobs noch so lange abgerechnet</translation>
    </message>
    <message>
        <location filename="../views/inputs/RiskInputs.cpp" line="362"/>
        <source>Low-priority preemptions:</source>
        <translation>Unterbrechungen (niedrige Priorität):</translation>
    </message>
    <message>
        <location filename="../views/inputs/RiskInputs.cpp" line="363"/>
        <source> per node-hour</source>
        <translation> pro Knotenstunde</translation>
    </message>
    <message>
        <location filename="../views/inputs/RiskInputs.cpp" line="364"/>
        <source>How often Azure takes a low-priority node back. Azure publishes no rate: use your own history; the default assumes once per 100 node-hours</source>
        <translation>Wie oft Azure einen Knoten mit niedriger Priorität zurücknimmt. Azure veröffentlicht keine Rate: Verwenden Sie eigene Erfahrungswerte; der Standardwert nimmt einmal pro 100 Knotenstunden an</translation>
    </message>
    <message>
        <location filename="../views/inputs/RiskInputs.cpp" line="366"/>
        <source>Regain capacity:</source>
        <translation>Kapazität zurück nach:</translation>
    </message>
    <message>
        <location filename="../views/inputs/RiskInputs.cpp" line="368"/>
        <source>Hours until a preempted low-priority cluster has all its nodes again</source>
        <translation>Stunden, bis ein unterbrochener Cluster mit niedriger Priorität wieder alle seine Knoten hat</translation>
    </message>
    <message>
        <location filename="../views/inputs/RiskInputs.cpp" line="369"/>
        <source>Trials:</source>
        <translation>Durchläufe:</translation>
    </message>
    <message>
        <location filename="../views/inputs/RiskInputs.cpp" line="370"/>
        <source>Simulated runs per node count</source>
        <translation>Simulierte Läufe pro Knotenzahl</translation>
    </message>
    <message>
        <location filename="../views/inputs/RiskInputs.cpp" line="371"/>
        <source>Seed:</source>
        <translation>Seed:</translation>
    </message>
    <message>
        <location filename="../views/inputs/RiskInputs.cpp" line="372"/>
        <source>The simulation&apos;s random seed: the same seed gives the same figures</source>
        <translation>Zufalls-Seed der Simulation: Derselbe Seed liefert dieselben Werte</translation>
    </message>
    <message>
        <location filename="../views/inputs/RiskInputs.cpp" line="373"/>
        <source>Confidence:</source>
        <translation>Konfidenz:</translation>
    </message>
    <message>
        <location filename="../views/inputs/RiskInputs.cpp" line="374"/>
        <source> %</source>
        <translation> %</translation>
    </message>
    <message>
        <location filename="../views/inputs/RiskInputs.cpp" line="375"/>
        <source>Recommend the cheapest node count that meets the deadline with at least this probability</source>
        <translation>Die günstigste Knotenzahl empfehlen, die die Frist mit mindestens dieser Wahrscheinlichkeit einhält</translation>
    </message>
</context>
<context>
    <name>capplan::views::RiskPanel</name>
    <message>
        <location filename="../views/tabs/RiskPanel.cpp" line="143"/>
        <source>plan</source>
        <translation>plan</translation>
    </message>
    <message>
        <location filename="../views/tabs/RiskPanel.cpp" line="246"/>
        <source>Simulating %1 trials per node count…</source>
        <translation>%1 Durchläufe pro Knotenzahl werden simuliert…</translation>
    </message>
    <message>
        <location filename="../views/tabs/RiskPanel.cpp" line="248"/>
        <source>Simulation cancelled; the figures below belong to earlier inputs.</source>
        <translation>Simulation abgebrochen; die Werte unten gehören zu früheren Eingaben.</translation>
    </message>
    <message>
        <location filename="../views/tabs/RiskPanel.cpp" line="250"/>
        <source>The inputs have problems; the figures below belong to earlier inputs.</source>
        <translation>Die Eingaben weisen Probleme auf; die Werte unten gehören zu früheren Eingaben.</translation>
    </message>
    <message>
        <location filename="../views/tabs/RiskPanel.cpp" line="253"/>
        <source>%1 trials per node count, seed %2.</source>
        <translation>%1 Durchläufe pro Knotenzahl, Seed %2.</translation>
    </message>
    <message>
        <location filename="../views/tabs/RiskPanel.cpp" line="257"/>
        <source>Waiting for the simulation…</source>
        <translation>Warten auf die Simulation…</translation>
    </message>
    <message>
        <location filename="../views/tabs/RiskPanel.cpp" line="289"/>
        <source>P(meet deadline)</source>
        <translation>P(Frist eingehalten)</translation>
    </message>
    <message>
        <location filename="../views/tabs/RiskPanel.cpp" line="311"/>
        <location filename="../views/tabs/RiskPanel.cpp" line="364"/>
        <location filename="../views/tabs/RiskPanel.cpp" line="418"/>
        <location filename="../views/tabs/RiskPanel.cpp" line="494"/>
        <source>Nodes</source>
        <translation>Knoten</translation>
    </message>
    <message>
        <location filename="../views/tabs/RiskPanel.cpp" line="323"/>
        <source>Wall clock, P10–P90</source>
        <translation>Laufzeit, P10–P90</translation>
    </message>
    <message>
        <location filename="../views/tabs/RiskPanel.cpp" line="341"/>
        <source>P10–P90</source>
        <translation>P10–P90</translation>
    </message>
    <message>
        <location filename="../views/tabs/RiskPanel.cpp" line="346"/>
        <source>Median</source>
        <translation>Median</translation>
    </message>
    <message>
        <location filename="../views/tabs/RiskPanel.cpp" line="350"/>
        <location filename="../views/tabs/RiskPanel.cpp" line="494"/>
        <source>Expected</source>
        <translation>Erwartet</translation>
    </message>
    <message>
        <location filename="../views/tabs/RiskPanel.cpp" line="363"/>
        <location filename="../views/tabs/RiskPanel.cpp" line="456"/>
        <source>Hours</source>
        <translation>Stunden</translation>
    </message>
    <message>
        <location filename="../views/tabs/RiskPanel.cpp" line="376"/>
        <source>Expected cost, P10–P90</source>
        <translation>Erwartete Kosten, P10–P90</translation>
    </message>
    <message>
        <location filename="../views/tabs/RiskPanel.cpp" line="436"/>
        <source>Checkpoint interval at 1 node</source>
        <translation>Checkpoint-Intervall bei 1 Knoten</translation>
    </message>
    <message>
        <location filename="../views/tabs/RiskPanel.cpp" line="437"/>
        <source>Checkpoint interval at %1 nodes</source>
        <translation>Checkpoint-Intervall bei %1 Knoten</translation>
    </message>
    <message>
        <location filename="../views/tabs/RiskPanel.cpp" line="452"/>
        <source>Expected wall clock</source>
        <translation>Erwartete Laufzeit</translation>
    </message>
    <message>
        <location filename="../views/tabs/RiskPanel.cpp" line="455"/>
        <source>Hours between checkpoints</source>
        <translation>Stunden zwischen Checkpoints</translation>
    </message>
    <message>
        <location filename="../views/tabs/RiskPanel.cpp" line="475"/>
        <source>optimal %1</source>
        <translation>optimal %1</translation>
    </message>
    <message>
        <location filename="../views/tabs/RiskPanel.cpp" line="486"/>
        <source>No failures modelled: no checkpoints needed</source>
        <translation>Keine Ausfälle modelliert: keine Checkpoints nötig</translation>
    </message>
    <message>
        <location filename="../views/tabs/RiskPanel.cpp" line="494"/>
        <source>Tier</source>
        <translation>Tarif</translation>
    </message>
    <message>
        <location filename="../views/tabs/RiskPanel.cpp" line="494"/>
        <source>P(deadline)</source>
        <translation>P(Frist)</translation>
    </message>
    <message>
        <location filename="../views/tabs/RiskPanel.cpp" line="494"/>
        <source>P10</source>
        <translation>P10</translation>
    </message>
    <message>
        <location filename="../views/tabs/RiskPanel.cpp" line="495"/>
        <source>P50</source>
        <translation>P50</translation>
    </message>
    <message>
        <location filename="../views/tabs/RiskPanel.cpp" line="495"/>
        <source>P90</source>
        <translation>P90</translation>
    </message>
    <message>
        <location filename="../views/tabs/RiskPanel.cpp" line="495"/>
        <source>Exp. cost</source>
        <translation>Erw. Kosten</translation>
    </message>
    <message>
        <location filename="../views/tabs/RiskPanel.cpp" line="495"/>
        <source>Cost P10–P90</source>
        <translation>Kosten P10–P90</translation>
    </message>
    <message>
        <location filename="../views/tabs/RiskPanel.cpp" line="495"/>
        <source>Checkpoints</source>
        <translation>Checkpoints</translation>
    </message>
    <message>
        <location filename="../views/tabs/RiskPanel.cpp" line="496"/>
        <source>Node count</source>
        <translation>Knotenzahl</translation>
    </message>
    <message>
        <location filename="../views/tabs/RiskPanel.cpp" line="497"/>
        <source>Dedicated or low-priority capacity</source>
        <translation>Dedizierte Kapazität oder Kapazität mit niedriger Priorität</translation>
    </message>
    <message>
        <location filename="../views/tabs/RiskPanel.cpp" line="498"/>
        <source>Probability of finishing by the deadline</source>
        <translation>Wahrscheinlichkeit, innerhalb der Frist fertig zu werden</translation>
    </message>
    <message>
        <location filename="../views/tabs/RiskPanel.cpp" line="499"/>
        <source>Expected wall clock with failures, restarts and checkpoints (exact closed form)</source>
        <translation>Erwartete Laufzeit mit Ausfällen, Neustarts und Checkpoints (exakte geschlossene Form)</translation>
    </message>
    <message>
        <location filename="../views/tabs/RiskPanel.cpp" line="500"/>
        <source>Wall clock that 10 % of the simulated runs beat</source>
        <translation>Laufzeit, die 10 % der simulierten Läufe unterschreiten</translation>
    </message>
    <message>
        <location filename="../views/tabs/RiskPanel.cpp" line="501"/>
        <source>Median wall clock of the simulated runs</source>
        <translation>Median der Laufzeit der simulierten Läufe</translation>
    </message>
    <message>
        <location filename="../views/tabs/RiskPanel.cpp" line="502"/>
        <source>Wall clock that 90 % of the simulated runs beat</source>
        <translation>Laufzeit, die 90 % der simulierten Läufe unterschreiten</translation>
    </message>
    <message>
        <location filename="../views/tabs/RiskPanel.cpp" line="503"/>
        <source>Expected cost, the idle tail included</source>
        <translation>Erwartete Kosten, einschließlich des Leerlaufs am Ende</translation>
    </message>
    <message>
        <location filename="../views/tabs/RiskPanel.cpp" line="504"/>
        <source>Cost range from the 10th to the 90th percentile</source>
        <translation>Kostenspanne vom 10. bis zum 90. Perzentil</translation>
    </message>
    <message>
        <location filename="../views/tabs/RiskPanel.cpp" line="505"/>
        <source>Hours of training between checkpoints; none when the run is shorter than the optimal interval</source>
        <translation>Trainingsstunden zwischen Checkpoints; keine, wenn der Lauf kürzer als das optimale Intervall ist</translation>
    </message>
    <message>
        <location filename="../views/tabs/RiskPanel.cpp" line="539"/>
        <source>%1 – %2</source>
        <translation>%1 – %2</translation>
    </message>
    <message>
        <location filename="../views/tabs/RiskPanel.cpp" line="541"/>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <location filename="../views/tabs/RiskPanel.cpp" line="570"/>
        <source>Risk modelling is off. Switch on &quot;Failures and checkpoints&quot; in the inputs to see the probability of meeting the deadline, the spread of wall clock and cost, and the best checkpoint interval.</source>
        <translation>Die Risikomodellierung ist ausgeschaltet. Schalten Sie in den Eingaben „Ausfälle und Checkpoints“ ein, um die Wahrscheinlichkeit, die Frist einzuhalten, die Streuung von Laufzeit und Kosten sowie das beste Checkpoint-Intervall zu sehen.</translation>
    </message>
    <message>
        <location filename="../views/tabs/RiskPanel.cpp" line="573"/>
        <source>&amp;Cancel</source>
        <translation>Abbre&amp;chen</translation>
    </message>
    <message>
        <location filename="../views/tabs/RiskPanel.cpp" line="574"/>
        <source>Stop the simulation (Esc)</source>
        <translation>Simulation abbrechen (Esc)</translation>
    </message>
    <message>
        <location filename="../views/tabs/RiskPanel.cpp" line="576"/>
        <source>&amp;Run again</source>
        <translation>Erneut simu&amp;lieren</translation>
    </message>
</context>
<context>
    <name>capplan::views::ScalingPanel</name>
    <message>
        <location filename="../views/tabs/ScalingPanel.cpp" line="113"/>
        <source>plan</source>
        <translation>plan</translation>
    </message>
    <message>
        <location filename="../views/tabs/ScalingPanel.cpp" line="219"/>
        <source>Step times need a model (the step-time model) or the fabric model: name the model, or choose “Fabric model” as the scaling model in the inputs.</source>
        <translation>Schrittzeiten brauchen ein Modell (das Schrittzeitmodell) oder das Fabric-Modell: Nennen Sie das Modell, oder wählen Sie in den Eingaben „Fabric-Modell“ als Skalierungsmodell.</translation>
    </message>
    <message>
        <location filename="../views/tabs/ScalingPanel.cpp" line="223"/>
        <source>Check “Check memory per GPU” in the inputs to see whether the model fits.</source>
        <translation>Aktivieren Sie in den Eingaben „Speicher pro GPU prüfen“, um zu sehen, ob das Modell in den Speicher passt.</translation>
    </message>
    <message>
        <location filename="../views/tabs/ScalingPanel.cpp" line="233"/>
        <source>DDP</source>
        <translation>DDP</translation>
    </message>
    <message>
        <location filename="../views/tabs/ScalingPanel.cpp" line="235"/>
        <source>ZeRO-1</source>
        <translation>ZeRO-1</translation>
    </message>
    <message>
        <location filename="../views/tabs/ScalingPanel.cpp" line="237"/>
        <source>ZeRO-2</source>
        <translation>ZeRO-2</translation>
    </message>
    <message>
        <location filename="../views/tabs/ScalingPanel.cpp" line="239"/>
        <source>ZeRO-3</source>
        <translation>ZeRO-3</translation>
    </message>
    <message>
        <location filename="../views/tabs/ScalingPanel.cpp" line="241"/>
        <source>FSDP</source>
        <translation>FSDP</translation>
    </message>
    <message>
        <location filename="../views/tabs/ScalingPanel.cpp" line="251"/>
        <source>Efficiency and step times from the %1, on the layout the planner chose per node count (the Options table&apos;s Layout column).</source>
        <extracomment>%1: the estimate&apos;s basis, e.g. &quot;step-time model on the deepspeed stack; band 0.87–1.08 × …&quot;</extracomment>
        <translation>Effizienz und Schrittzeiten aus dem %1, auf der Aufteilung, die der Planer je Knotenzahl gewählt hat (Spalte Aufteilung der Optionstabelle).</translation>
    </message>
    <message>
        <location filename="../views/tabs/ScalingPanel.cpp" line="254"/>
        <source>Efficiency and step times from the %1, on the plan&apos;s layout.</source>
        <translation>Effizienz und Schrittzeiten aus dem %1, auf der Aufteilung des Plans.</translation>
    </message>
    <message>
        <location filename="../views/tabs/ScalingPanel.cpp" line="259"/>
        <source>Efficiency from the plan&apos;s table; memory per GPU with %1 on one GPU per replica.</source>
        <translation>Effizienz aus der Tabelle des Plans; Speicher pro GPU mit %1 bei einer GPU pro Replikat.</translation>
    </message>
    <message>
        <location filename="../views/tabs/ScalingPanel.cpp" line="268"/>
        <source>NVLink in the node, %1 GB/s all-reduce bus bandwidth per GPU</source>
        <translation>NVLink im Knoten, %1 GB/s All-Reduce-Busbandbreite pro GPU</translation>
    </message>
    <message>
        <location filename="../views/tabs/ScalingPanel.cpp" line="271"/>
        <source>PCIe in the node, %1 GB/s per GPU</source>
        <translation>PCIe im Knoten, %1 GB/s pro GPU</translation>
    </message>
    <message>
        <location filename="../views/tabs/ScalingPanel.cpp" line="274"/>
        <source>one GPU per node (%1 GB/s)</source>
        <translation>eine GPU pro Knoten (%1 GB/s)</translation>
    </message>
    <message>
        <location filename="../views/tabs/ScalingPanel.cpp" line="281"/>
        <source>InfiniBand %1 Gb/s per GPU between nodes</source>
        <translation>InfiniBand mit %1 Gb/s pro GPU zwischen Knoten</translation>
    </message>
    <message>
        <location filename="../views/tabs/ScalingPanel.cpp" line="282"/>
        <source>no InfiniBand: Ethernet %1 Gb/s per VM, shared by its GPUs</source>
        <translation>kein InfiniBand: Ethernet mit %1 Gb/s pro VM, das sich ihre GPUs teilen</translation>
    </message>
    <message>
        <location filename="../views/tabs/ScalingPanel.cpp" line="285"/>
        <source>Fabric model: %1; %2. %3, tensor parallel %4, pipeline parallel %5; %6 tokens/s per GPU on one node; overlap %7.</source>
        <translation>Fabric-Modell: %1; %2. %3, Tensor-Parallelität %4, Pipeline-Parallelität %5; %6 Tokens/s pro GPU auf einem Knoten; Überlappung %7.</translation>
    </message>
    <message>
        <location filename="../views/tabs/ScalingPanel.cpp" line="297"/>
        <source>Efficiency per node count</source>
        <translation>Effizienz je Knotenzahl</translation>
    </message>
    <message>
        <location filename="../views/tabs/ScalingPanel.cpp" line="320"/>
        <source>Efficiency table (not used)</source>
        <translation>Effizienztabelle (nicht verwendet)</translation>
    </message>
    <message>
        <location filename="../views/tabs/ScalingPanel.cpp" line="320"/>
        <source>Efficiency table</source>
        <translation>Effizienztabelle</translation>
    </message>
    <message>
        <location filename="../views/tabs/ScalingPanel.cpp" line="348"/>
        <source>Fabric model, defaults</source>
        <translation>Fabric-Modell, Standardwerte</translation>
    </message>
    <message>
        <location filename="../views/tabs/ScalingPanel.cpp" line="350"/>
        <source>Fitted to the runs</source>
        <translation>An die Läufe angepasst</translation>
    </message>
    <message>
        <location filename="../views/tabs/ScalingPanel.cpp" line="352"/>
        <source>Fabric model</source>
        <translation>Fabric-Modell</translation>
    </message>
    <message>
        <location filename="../views/tabs/ScalingPanel.cpp" line="361"/>
        <source>Step-time model, the planner&apos;s layouts</source>
        <translation>Schrittzeitmodell, Aufteilungen des Planers</translation>
    </message>
    <message>
        <location filename="../views/tabs/ScalingPanel.cpp" line="362"/>
        <source>Step-time model, the plan&apos;s layout</source>
        <translation>Schrittzeitmodell, Aufteilung des Plans</translation>
    </message>
    <message>
        <location filename="../views/tabs/ScalingPanel.cpp" line="379"/>
        <source>Measured runs (same per-GPU batch)</source>
        <translation>Messläufe (gleiche Batchgröße pro GPU)</translation>
    </message>
    <message>
        <location filename="../views/tabs/ScalingPanel.cpp" line="405"/>
        <location filename="../views/tabs/ScalingPanel.cpp" line="450"/>
        <location filename="../views/tabs/ScalingPanel.cpp" line="519"/>
        <location filename="../views/tabs/ScalingPanel.cpp" line="573"/>
        <source>Nodes</source>
        <translation>Knoten</translation>
    </message>
    <message>
        <location filename="../views/tabs/ScalingPanel.cpp" line="421"/>
        <source>Step time per node count</source>
        <translation>Schrittzeit je Knotenzahl</translation>
    </message>
    <message>
        <location filename="../views/tabs/ScalingPanel.cpp" line="436"/>
        <source>Compute</source>
        <translation>Rechenzeit</translation>
    </message>
    <message>
        <location filename="../views/tabs/ScalingPanel.cpp" line="438"/>
        <source>Exposed communication</source>
        <translation>Nicht überlappte Kommunikation</translation>
    </message>
    <message>
        <location filename="../views/tabs/ScalingPanel.cpp" line="440"/>
        <source>Pipeline bubble</source>
        <translation>Pipeline-Bubble</translation>
    </message>
    <message>
        <location filename="../views/tabs/ScalingPanel.cpp" line="452"/>
        <source>Seconds per step</source>
        <translation>Sekunden pro Schritt</translation>
    </message>
    <message>
        <location filename="../views/tabs/ScalingPanel.cpp" line="462"/>
        <source>Memory per GPU</source>
        <translation>Speicher pro GPU</translation>
    </message>
    <message>
        <location filename="../views/tabs/ScalingPanel.cpp" line="484"/>
        <source>Weights</source>
        <translation>Gewichte</translation>
    </message>
    <message>
        <location filename="../views/tabs/ScalingPanel.cpp" line="486"/>
        <source>Gradients</source>
        <translation>Gradienten</translation>
    </message>
    <message>
        <location filename="../views/tabs/ScalingPanel.cpp" line="488"/>
        <source>Optimizer states</source>
        <translation>Optimiererzustände</translation>
    </message>
    <message>
        <location filename="../views/tabs/ScalingPanel.cpp" line="490"/>
        <source>Activations</source>
        <translation>Aktivierungen</translation>
    </message>
    <message>
        <location filename="../views/tabs/ScalingPanel.cpp" line="492"/>
        <source>Reserve</source>
        <translation>Reserve</translation>
    </message>
    <message>
        <location filename="../views/tabs/ScalingPanel.cpp" line="498"/>
        <source>GPU memory, %1 GB</source>
        <translation>GPU-Speicher, %1 GB</translation>
    </message>
    <message>
        <location filename="../views/tabs/ScalingPanel.cpp" line="521"/>
        <source>GB per GPU</source>
        <translation>GB pro GPU</translation>
    </message>
    <message>
        <location filename="../views/tabs/ScalingPanel.cpp" line="541"/>
        <source>No measured runs: the model&apos;s defaults.</source>
        <translation>Keine Messläufe: Standardwerte des Modells.</translation>
    </message>
    <message>
        <location filename="../views/tabs/ScalingPanel.cpp" line="544"/>
        <source>Scaled from one measured run with the model&apos;s defaults; measure a second node count to fit the inter-node bandwidth.</source>
        <translation>Aus einem Messlauf mit den Standardwerten des Modells skaliert; messen Sie eine zweite Knotenzahl, um die Bandbreite zwischen Knoten anzupassen.</translation>
    </message>
    <message>
        <location filename="../views/tabs/ScalingPanel.cpp" line="548"/>
        <source>Fitted to two node counts: inter-node bandwidth × %1; overlap at the strategy&apos;s default, %2.</source>
        <translation>An zwei Knotenzahlen angepasst: Bandbreite zwischen Knoten × %1; Überlappung beim Standardwert der Strategie, %2.</translation>
    </message>
    <message>
        <location filename="../views/tabs/ScalingPanel.cpp" line="552"/>
        <source>Fitted by least squares to %1 runs: inter-node bandwidth × %2, overlap %3.</source>
        <translation>Nach der Methode der kleinsten Quadrate an %1 Läufe angepasst: Bandbreite zwischen Knoten × %2, Überlappung %3.</translation>
    </message>
    <message>
        <location filename="../views/tabs/ScalingPanel.cpp" line="558"/>
        <source>RMS residual %1.</source>
        <translation>RMS-Residuum %1.</translation>
    </message>
    <message>
        <location filename="../views/tabs/ScalingPanel.cpp" line="562"/>
        <source>The fit stops at its lower bound: the runs lose more than the model&apos;s overlap lets communication cost; measure a third node count so the overlap is fitted too.</source>
        <translation>Die Anpassung stößt an ihre untere Grenze: Die Läufe verlieren mehr, als die Kommunikation bei der Überlappung des Modells kosten kann; messen Sie eine dritte Knotenzahl, damit auch die Überlappung angepasst wird.</translation>
    </message>
    <message>
        <location filename="../views/tabs/ScalingPanel.cpp" line="567"/>
        <source>A run is faster than the model&apos;s communication allows: check the measurement and the size.</source>
        <translation>Ein Lauf ist schneller, als die Kommunikation des Modells zulässt: Prüfen Sie die Messung und die VM-Größe.</translation>
    </message>
    <message>
        <location filename="../views/tabs/ScalingPanel.cpp" line="573"/>
        <source>Measured tok/s</source>
        <translation>Gemessen (tok/s)</translation>
    </message>
    <message>
        <location filename="../views/tabs/ScalingPanel.cpp" line="573"/>
        <source>Model tok/s</source>
        <translation>Modell (tok/s)</translation>
    </message>
    <message>
        <location filename="../views/tabs/ScalingPanel.cpp" line="573"/>
        <source>Residual</source>
        <translation>Residuum</translation>
    </message>
    <message>
        <location filename="../views/tabs/ScalingPanel.cpp" line="589"/>
        <source>The reference run: the model meets it exactly</source>
        <translation>Der Referenzlauf: Das Modell trifft ihn exakt</translation>
    </message>
    <message>
        <location filename="../views/tabs/ScalingPanel.cpp" line="610"/>
        <source>With %1 the smallest node count that fits is &lt;b&gt;%2&lt;/b&gt;.</source>
        <translation>Mit %1 ist &lt;b&gt;%2&lt;/b&gt; die kleinste Knotenzahl, bei der das Modell in den Speicher passt.</translation>
    </message>
    <message>
        <location filename="../views/tabs/ScalingPanel.cpp" line="614"/>
        <source>With %1 no node count up to %2 fits: what does not shrink with more nodes already takes more than %3 GB.</source>
        <translation>Mit %1 passt das Modell bei keiner Knotenzahl bis %2 in den Speicher: Was mit mehr Knoten nicht kleiner wird, belegt bereits mehr als %3 GB.</translation>
    </message>
    <message>
        <location filename="../views/tabs/ScalingPanel.cpp" line="622"/>
        <source>1 node</source>
        <translation>1 Knoten</translation>
    </message>
    <message>
        <location filename="../views/tabs/ScalingPanel.cpp" line="622"/>
        <source>%1 nodes</source>
        <translation>%1 Knoten</translation>
    </message>
    <message>
        <location filename="../views/tabs/ScalingPanel.cpp" line="623"/>
        <source>At %1: %2 GB per GPU against %3 GB.</source>
        <translation>Bei %1: %2 GB pro GPU, verfügbar sind %3 GB.</translation>
    </message>
    <message>
        <location filename="../views/tabs/ScalingPanel.cpp" line="626"/>
        <source>%1 would fit there.</source>
        <translation>Mit %1 würde es dort passen.</translation>
    </message>
    <message>
        <location filename="../views/tabs/ScalingPanel.cpp" line="628"/>
        <source>No sharding strategy fits there; try tensor parallelism, activation checkpointing or LoRA.</source>
        <translation>Dort passt keine Sharding-Strategie; versuchen Sie Tensor-Parallelität, Activation Checkpointing oder LoRA.</translation>
    </message>
    <message>
        <location filename="../views/tabs/ScalingPanel.cpp" line="648"/>
        <source>This tab shows how the plan scales: efficiency per node count, the step time split into compute, communication and pipeline bubble, and memory per GPU.

Choose “Fabric model” as the scaling model in the inputs to derive the efficiency from the size&apos;s NVLink and InfiniBand, and check “Check memory per GPU” to see whether the model fits.</source>
        <translation>Diese Registerkarte zeigt, wie der Plan skaliert: die Effizienz je Knotenzahl, die Schrittzeit aufgeteilt in Rechenzeit, Kommunikation und Pipeline-Bubble sowie den Speicher pro GPU.

Wählen Sie in den Eingaben „Fabric-Modell“ als Skalierungsmodell, um die Effizienz aus NVLink und InfiniBand der VM-Größe abzuleiten, und aktivieren Sie „Speicher pro GPU prüfen“, um zu sehen, ob das Modell in den Speicher passt.</translation>
    </message>
    <message>
        <location filename="../views/tabs/ScalingPanel.cpp" line="652"/>
        <source>Measured throughput of each run against the fitted model; residual = model ÷ measured − 1</source>
        <translation>Gemessener Durchsatz jedes Laufs im Vergleich zum angepassten Modell; Residuum = Modell ÷ gemessen − 1</translation>
    </message>
</context>
<context>
    <name>capplan::views::SearchFrontModel</name>
    <message>
        <location filename="../views/tabs/SearchPanel.cpp" line="157"/>
        <source>Recommended: %1</source>
        <translation>Empfohlen: %1</translation>
    </message>
    <message>
        <location filename="../views/tabs/SearchPanel.cpp" line="193"/>
        <source>★ %1 (recommended)</source>
        <translation>★ %1 (empfohlen)</translation>
    </message>
    <message>
        <location filename="../views/tabs/SearchPanel.cpp" line="202"/>
        <source>no price</source>
        <translation>kein Preis</translation>
    </message>
    <message>
        <location filename="../views/tabs/SearchPanel.cpp" line="203"/>
        <source>%1 GB</source>
        <translation>%1 GB</translation>
    </message>
    <message>
        <location filename="../views/tabs/SearchPanel.cpp" line="206"/>
        <source>ok</source>
        <translation>ok</translation>
    </message>
    <message>
        <location filename="../views/tabs/SearchPanel.cpp" line="208"/>
        <source>short %1 cores</source>
        <translation>%1 Kerne zu wenig</translation>
    </message>
    <message>
        <location filename="../views/tabs/SearchPanel.cpp" line="209"/>
        <source>unknown</source>
        <translation>unbekannt</translation>
    </message>
    <message>
        <location filename="../views/tabs/SearchPanel.cpp" line="223"/>
        <source>Size</source>
        <translation>Größe</translation>
    </message>
    <message>
        <location filename="../views/tabs/SearchPanel.cpp" line="224"/>
        <source>Region</source>
        <translation>Region</translation>
    </message>
    <message>
        <location filename="../views/tabs/SearchPanel.cpp" line="225"/>
        <source>Tier</source>
        <translation>Tarif</translation>
    </message>
    <message>
        <location filename="../views/tabs/SearchPanel.cpp" line="226"/>
        <source>Nodes</source>
        <translation>Knoten</translation>
    </message>
    <message>
        <location filename="../views/tabs/SearchPanel.cpp" line="227"/>
        <source>Layout</source>
        <translation>Aufteilung</translation>
    </message>
    <message>
        <location filename="../views/tabs/SearchPanel.cpp" line="228"/>
        <source>Wall clock</source>
        <translation>Laufzeit</translation>
    </message>
    <message>
        <location filename="../views/tabs/SearchPanel.cpp" line="229"/>
        <source>Cost</source>
        <translation>Kosten</translation>
    </message>
    <message>
        <location filename="../views/tabs/SearchPanel.cpp" line="230"/>
        <source>Memory / GPU</source>
        <translation>Speicher / GPU</translation>
    </message>
    <message>
        <location filename="../views/tabs/SearchPanel.cpp" line="231"/>
        <source>Quota</source>
        <translation>Kontingent</translation>
    </message>
    <message>
        <location filename="../views/tabs/SearchPanel.cpp" line="232"/>
        <source>P(meet deadline)</source>
        <translation>P(Frist eingehalten)</translation>
    </message>
</context>
<context>
    <name>capplan::views::SearchPanel</name>
    <message>
        <location filename="../views/tabs/SearchPanel.cpp" line="546"/>
        <source>Adopt %1 × %2 in %3 (%4) into the plan; Ctrl+Z undoes it</source>
        <translation>%1 × %2 in %3 (%4) in den Plan übernehmen; Strg+Z macht es rückgängig</translation>
    </message>
    <message>
        <location filename="../views/tabs/SearchPanel.cpp" line="562"/>
        <source>Use plan: %1 × %2 in %3</source>
        <translation>Plan übernehmen: %1 × %2 in %3</translation>
    </message>
    <message>
        <location filename="../views/tabs/SearchPanel.cpp" line="728"/>
        <source>Sizes: all</source>
        <translation>Größen: alle</translation>
    </message>
    <message>
        <location filename="../views/tabs/SearchPanel.cpp" line="728"/>
        <source>Sizes: %1</source>
        <translation>Größen: %1</translation>
    </message>
    <message>
        <location filename="../views/tabs/SearchPanel.cpp" line="710"/>
        <source>All</source>
        <extracomment>first entry of the Best plans tab&apos;s size, region and tier filter menus: tick every one</extracomment>
        <translation>Alle</translation>
    </message>
    <message>
        <location filename="../views/tabs/SearchPanel.cpp" line="712"/>
        <source>None</source>
        <extracomment>second entry of the Best plans tab&apos;s filter menus: untick every one, then tick those to search</extracomment>
        <translation>Keine</translation>
    </message>
    <message>
        <location filename="../views/tabs/SearchPanel.cpp" line="737"/>
        <source>The plan&apos;s region only (%1)</source>
        <translation>Nur die Region des Plans (%1)</translation>
    </message>
    <message>
        <location filename="../views/tabs/SearchPanel.cpp" line="745"/>
        <source>Regions: all</source>
        <translation>Regionen: alle</translation>
    </message>
    <message>
        <location filename="../views/tabs/SearchPanel.cpp" line="746"/>
        <location filename="../views/tabs/SearchPanel.cpp" line="747"/>
        <source>Regions: %1</source>
        <translation>Regionen: %1</translation>
    </message>
    <message>
        <location filename="../views/tabs/SearchPanel.cpp" line="769"/>
        <source>Tiers: default</source>
        <translation>Tarife: Standard</translation>
    </message>
    <message>
        <location filename="../views/tabs/SearchPanel.cpp" line="769"/>
        <source>Tiers: %1</source>
        <translation>Tarife: %1</translation>
    </message>
    <message>
        <location filename="../views/tabs/SearchPanel.cpp" line="860"/>
        <source>Pareto front</source>
        <translation>Pareto-Front</translation>
    </message>
    <message>
        <location filename="../views/tabs/SearchPanel.cpp" line="908"/>
        <source>Estimate&apos;s band</source>
        <translation>Spanne der Schätzung</translation>
    </message>
    <message>
        <location filename="../views/tabs/SearchPanel.cpp" line="915"/>
        <source>Recommended</source>
        <translation>Empfohlen</translation>
    </message>
    <message>
        <location filename="../views/tabs/SearchPanel.cpp" line="922"/>
        <source>Wall clock (h)</source>
        <translation>Laufzeit (h)</translation>
    </message>
    <message>
        <location filename="../views/tabs/SearchPanel.cpp" line="923"/>
        <source>Cost (%1)</source>
        <translation>Kosten (%1)</translation>
    </message>
    <message>
        <location filename="../views/tabs/SearchPanel.cpp" line="923"/>
        <source>Node-hours</source>
        <translation>Knotenstunden</translation>
    </message>
    <message>
        <location filename="../views/tabs/SearchPanel.cpp" line="951"/>
        <source>The plan cannot be searched: %1</source>
        <translation>Der Plan lässt sich nicht durchsuchen: %1</translation>
    </message>
    <message>
        <location filename="../views/tabs/SearchPanel.cpp" line="955"/>
        <location filename="../views/tabs/SearchPanel.cpp" line="979"/>
        <source>Searching…</source>
        <translation>Suche läuft…</translation>
    </message>
    <message>
        <location filename="../views/tabs/SearchPanel.cpp" line="958"/>
        <source>Notes</source>
        <translation>Hinweise</translation>
    </message>
    <message>
        <location filename="../views/tabs/SearchPanel.cpp" line="965"/>
        <source>Why the other sizes lost</source>
        <translation>Warum die anderen Größen unterlagen</translation>
    </message>
    <message>
        <location filename="../views/tabs/SearchPanel.cpp" line="984"/>
        <source>%1 layouts × node counts; %2 step times; %3 feasible; %4 s</source>
        <translation>%1 Aufteilungen × Knotenzahlen; %2 Schrittzeiten; %3 machbar; %4 s</translation>
    </message>
    <message>
        <location filename="../views/tabs/SearchPanel.cpp" line="989"/>
        <source>Searching… %1</source>
        <translation>Suche läuft… %1</translation>
    </message>
    <message>
        <location filename="../views/tabs/SearchPanel.cpp" line="991"/>
        <source>Cancelled: the front so far. %1</source>
        <translation>Abgebrochen: die Front bis hierher. %1</translation>
    </message>
    <message>
        <location filename="../views/tabs/SearchPanel.cpp" line="1016"/>
        <source>The cheapest runs over sizes, regions, tiers, parallel layouts and node counts: the front of wall clock against cost. Pick a row and use it as the plan.</source>
        <translation>Die günstigsten Läufe über Größen, Regionen, Tarife, parallele Aufteilungen und Knotenzahlen: die Front aus Laufzeit und Kosten. Wählen Sie eine Zeile und übernehmen Sie sie als Plan.</translation>
    </message>
    <message>
        <location filename="../views/tabs/SearchPanel.cpp" line="1018"/>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <location filename="../views/tabs/SearchPanel.cpp" line="1019"/>
        <source>Stop the search (Esc)</source>
        <translation>Suche abbrechen (Esc)</translation>
    </message>
    <message>
        <location filename="../views/tabs/SearchPanel.cpp" line="1020"/>
        <source>Use this plan</source>
        <translation>Diesen Plan übernehmen</translation>
    </message>
    <message>
        <location filename="../views/tabs/SearchPanel.cpp" line="1021"/>
        <source>The sizes searched (the plan&apos;s search block)</source>
        <translation>Die durchsuchten Größen (der Suchblock des Plans)</translation>
    </message>
    <message>
        <location filename="../views/tabs/SearchPanel.cpp" line="1022"/>
        <source>The regions searched (the plan&apos;s search block)</source>
        <translation>Die durchsuchten Regionen (der Suchblock des Plans)</translation>
    </message>
    <message>
        <location filename="../views/tabs/SearchPanel.cpp" line="1023"/>
        <source>The tiers searched (the plan&apos;s search block)</source>
        <translation>Die durchsuchten Tarife (der Suchblock des Plans)</translation>
    </message>
    <message>
        <location filename="../views/tabs/SearchPanel.cpp" line="1025"/>
        <source>Searching starts when the plan changes.</source>
        <translation>Die Suche beginnt, sobald sich der Plan ändert.</translation>
    </message>
</context>
<context>
    <name>capplan::views::SizeEditor</name>
    <message>
        <location filename="../views/catalog/CatalogEditors.cpp" line="515"/>
        <source>e.g. Standard_ND96isr_H100_v5</source>
        <translation>z. B. Standard_ND96isr_H100_v5</translation>
    </message>
    <message>
        <location filename="../views/catalog/CatalogEditors.cpp" line="516"/>
        <source>e.g. ND H100 v5</source>
        <translation>z. B. ND H100 v5</translation>
    </message>
    <message>
        <location filename="../views/catalog/CatalogEditors.cpp" line="517"/>
        <source>e.g. NVIDIA H100 80GB SXM</source>
        <translation>z. B. NVIDIA H100 80GB SXM</translation>
    </message>
    <message>
        <location filename="../views/catalog/CatalogEditors.cpp" line="522"/>
        <source>dense, without sparsity</source>
        <translation>dense, ohne Sparsity</translation>
    </message>
    <message>
        <location filename="../views/catalog/CatalogEditors.cpp" line="523"/>
        <source>0: no InfiniBand</source>
        <translation>0: kein InfiniBand</translation>
    </message>
    <message>
        <location filename="../views/catalog/CatalogEditors.cpp" line="525"/>
        <source>per direction; 0: unknown</source>
        <translation>pro Richtung; 0: unbekannt</translation>
    </message>
    <message>
        <location filename="../views/catalog/CatalogEditors.cpp" line="526"/>
        <source>nccl-tests all_reduce_perf in one VM; 0: not measured</source>
        <translation>nccl-tests all_reduce_perf in einer VM; 0: nicht gemessen</translation>
    </message>
    <message>
        <location filename="../views/catalog/CatalogEditors.cpp" line="527"/>
        <source>dense, without sparsity; 0: no FP8</source>
        <translation>dicht, ohne Sparsity; 0: kein FP8</translation>
    </message>
    <message>
        <location filename="../views/catalog/CatalogEditors.cpp" line="528"/>
        <source>GPUs one NVLink domain joins, e.g. 8, 72 on NVL72; 0: unknown</source>
        <translation>GPUs, die eine NVLink-Domäne verbindet, z. B. 8, 72 bei NVL72; 0: unbekannt</translation>
    </message>
    <message>
        <location filename="../views/catalog/CatalogEditors.cpp" line="529"/>
        <source>GPU memory bandwidth; 0: unknown</source>
        <translation>GPU-Speicherbandbreite; 0: unbekannt</translation>
    </message>
    <message>
        <location filename="../views/catalog/CatalogEditors.cpp" line="530"/>
        <source>NCCL, or RCCL on AMD Instinct</source>
        <translation>NCCL, oder RCCL auf AMD Instinct</translation>
    </message>
    <message>
        <location filename="../views/catalog/CatalogEditors.cpp" line="531"/>
        <source>as az vm list-usage prints it, e.g. standardNDSH100v5Family</source>
        <translation>wie von az vm list-usage ausgegeben, z. B. standardNDSH100v5Family</translation>
    </message>
    <message>
        <location filename="../views/catalog/CatalogEditors.cpp" line="539"/>
        <source>yyyy-mm-dd, empty when none is announced</source>
        <translation>JJJJ-MM-TT, leer, wenn keines angekündigt ist</translation>
    </message>
    <message>
        <location filename="../views/catalog/CatalogEditors.cpp" line="541"/>
        <source>&amp;Name:</source>
        <translation>&amp;Name:</translation>
    </message>
    <message>
        <location filename="../views/catalog/CatalogEditors.cpp" line="542"/>
        <source>S&amp;eries:</source>
        <translation>S&amp;erie:</translation>
    </message>
    <message>
        <location filename="../views/catalog/CatalogEditors.cpp" line="543"/>
        <source>&amp;GPU model:</source>
        <translation>GPU-&amp;Modell:</translation>
    </message>
    <message>
        <location filename="../views/catalog/CatalogEditors.cpp" line="544"/>
        <source>GP&amp;Us per VM:</source>
        <translation>GP&amp;Us pro VM:</translation>
    </message>
    <message>
        <location filename="../views/catalog/CatalogEditors.cpp" line="545"/>
        <source>GPU &amp;memory (GiB):</source>
        <translation>GPU-&amp;Speicher (GiB):</translation>
    </message>
    <message>
        <location filename="../views/catalog/CatalogEditors.cpp" line="546"/>
        <source>&amp;vCPUs:</source>
        <translation>&amp;vCPUs:</translation>
    </message>
    <message>
        <location filename="../views/catalog/CatalogEditors.cpp" line="547"/>
        <source>&amp;RAM (GiB):</source>
        <translation>&amp;RAM (GiB):</translation>
    </message>
    <message>
        <location filename="../views/catalog/CatalogEditors.cpp" line="548"/>
        <source>&amp;BF16 TFLOP/s per GPU:</source>
        <translation>&amp;BF16-TFLOP/s pro GPU:</translation>
    </message>
    <message>
        <location filename="../views/catalog/CatalogEditors.cpp" line="549"/>
        <source>&amp;InfiniBand (Gb/s per GPU):</source>
        <translation>&amp;InfiniBand (Gb/s pro GPU):</translation>
    </message>
    <message>
        <location filename="../views/catalog/CatalogEditors.cpp" line="550"/>
        <source>E&amp;thernet (Gb/s per VM):</source>
        <translation>E&amp;thernet (Gb/s pro VM):</translation>
    </message>
    <message>
        <location filename="../views/catalog/CatalogEditors.cpp" line="551"/>
        <source>NVLink (GB/s per GPU):</source>
        <translation>NVLink (GB/s pro GPU):</translation>
    </message>
    <message>
        <location filename="../views/catalog/CatalogEditors.cpp" line="552"/>
        <source>All-reduce in VM (GB/s):</source>
        <translation>All-Reduce in der VM (GB/s):</translation>
    </message>
    <message>
        <location filename="../views/catalog/CatalogEditors.cpp" line="553"/>
        <source>FP8 TFLOP/s per GPU:</source>
        <translation>FP8-TFLOP/s pro GPU:</translation>
    </message>
    <message>
        <location filename="../views/catalog/CatalogEditors.cpp" line="554"/>
        <source>NVLink domain (GPUs):</source>
        <translation>NVLink-Domäne (GPUs):</translation>
    </message>
    <message>
        <location filename="../views/catalog/CatalogEditors.cpp" line="555"/>
        <source>GPU memory bandwidth (GB/s):</source>
        <translation>GPU-Speicherbandbreite (GB/s):</translation>
    </message>
    <message>
        <location filename="../views/catalog/CatalogEditors.cpp" line="556"/>
        <source>Collective library:</source>
        <translation>Kollektiv-Bibliothek:</translation>
    </message>
    <message>
        <location filename="../views/catalog/CatalogEditors.cpp" line="557"/>
        <source>&amp;Quota family:</source>
        <translation>&amp;Kontingentfamilie:</translation>
    </message>
    <message>
        <location filename="../views/catalog/CatalogEditors.cpp" line="558"/>
        <source>St&amp;atus:</source>
        <translation>St&amp;atus:</translation>
    </message>
    <message>
        <location filename="../views/catalog/CatalogEditors.cpp" line="559"/>
        <source>Retirement &amp;date:</source>
        <translation>Einstellungs&amp;datum:</translation>
    </message>
    <message>
        <location filename="../views/catalog/CatalogEditors.cpp" line="568"/>
        <source>Edit Size</source>
        <translation>VM-Größe bearbeiten</translation>
    </message>
    <message>
        <location filename="../views/catalog/CatalogEditors.cpp" line="568"/>
        <source>Add Size</source>
        <translation>VM-Größe hinzufügen</translation>
    </message>
    <message>
        <location filename="../views/catalog/CatalogEditors.cpp" line="592"/>
        <source>A size keeps its name; to rename it, add a new size.</source>
        <translation>Eine VM-Größe behält ihren Namen; um sie umzubenennen, fügen Sie eine neue VM-Größe hinzu.</translation>
    </message>
    <message>
        <location filename="../views/catalog/CatalogEditors.cpp" line="606"/>
        <source>Unverified. Source: %1, as of %2</source>
        <translation>Ungeprüft. Quelle: %1, Stand %2</translation>
    </message>
    <message>
        <location filename="../views/catalog/CatalogEditors.cpp" line="606"/>
        <source>Source: %1, as of %2</source>
        <translation>Quelle: %1, Stand %2</translation>
    </message>
    <message>
        <location filename="../views/catalog/CatalogEditors.cpp" line="613"/>
        <source>where the values you change come from</source>
        <translation>Herkunft der Werte, die Sie ändern</translation>
    </message>
    <message>
        <location filename="../views/catalog/CatalogEditors.cpp" line="614"/>
        <source>where the values come from, e.g. Microsoft Learn, ND H100 v5 series</source>
        <translation>Herkunft der Werte, z. B. Microsoft Learn, ND-H100-v5-Serie</translation>
    </message>
    <message>
        <location filename="../views/catalog/CatalogEditors.cpp" line="676"/>
        <source>GPUs per VM</source>
        <translation>GPUs pro VM</translation>
    </message>
    <message>
        <location filename="../views/catalog/CatalogEditors.cpp" line="677"/>
        <source>GPU memory</source>
        <translation>GPU-Speicher</translation>
    </message>
    <message>
        <location filename="../views/catalog/CatalogEditors.cpp" line="678"/>
        <source>vCPUs</source>
        <translation>vCPUs</translation>
    </message>
    <message>
        <location filename="../views/catalog/CatalogEditors.cpp" line="679"/>
        <source>RAM</source>
        <translation>RAM</translation>
    </message>
    <message>
        <location filename="../views/catalog/CatalogEditors.cpp" line="680"/>
        <source>BF16 TFLOP/s per GPU</source>
        <translation>BF16-TFLOP/s pro GPU</translation>
    </message>
    <message>
        <location filename="../views/catalog/CatalogEditors.cpp" line="681"/>
        <source>InfiniBand</source>
        <translation>InfiniBand</translation>
    </message>
    <message>
        <location filename="../views/catalog/CatalogEditors.cpp" line="682"/>
        <source>Ethernet</source>
        <translation>Ethernet</translation>
    </message>
    <message>
        <location filename="../views/catalog/CatalogEditors.cpp" line="685"/>
        <source>NVLink</source>
        <translation>NVLink</translation>
    </message>
    <message>
        <location filename="../views/catalog/CatalogEditors.cpp" line="686"/>
        <source>Measured bus bandwidth</source>
        <translation>Gemessene Busbandbreite</translation>
    </message>
    <message>
        <location filename="../views/catalog/CatalogEditors.cpp" line="687"/>
        <source>FP8 TFLOP/s per GPU</source>
        <translation>FP8-TFLOP/s pro GPU</translation>
    </message>
    <message>
        <location filename="../views/catalog/CatalogEditors.cpp" line="688"/>
        <location filename="../views/catalog/CatalogEditors.cpp" line="697"/>
        <source>NVLink domain</source>
        <translation>NVLink-Domäne</translation>
    </message>
    <message>
        <location filename="../views/catalog/CatalogEditors.cpp" line="689"/>
        <source>GPU memory bandwidth</source>
        <translation>GPU-Speicherbandbreite</translation>
    </message>
    <message>
        <location filename="../views/catalog/CatalogEditors.cpp" line="708"/>
        <source>enter a number.</source>
        <translation>Geben Sie eine Zahl ein.</translation>
    </message>
    <message>
        <location filename="../views/catalog/CatalogEditors.cpp" line="692"/>
        <location filename="../views/catalog/CatalogEditors.cpp" line="712"/>
        <source>&quot;%1&quot; is not a number.</source>
        <translation>„%1“ ist keine Zahl.</translation>
    </message>
    <message>
        <location filename="../views/catalog/CatalogEditors.cpp" line="697"/>
        <location filename="../views/catalog/CatalogEditors.cpp" line="715"/>
        <source>enter a whole number.</source>
        <translation>Geben Sie eine ganze Zahl ein.</translation>
    </message>
    <message>
        <location filename="../views/catalog/CatalogEditors.cpp" line="743"/>
        <source>Source</source>
        <translation>Quelle</translation>
    </message>
    <message>
        <location filename="../views/catalog/CatalogEditors.cpp" line="743"/>
        <source>say where the new values come from.</source>
        <translation>Geben Sie an, woher die neuen Werte stammen.</translation>
    </message>
</context>
<context>
    <name>capplan::views::SizeFactsPanel</name>
    <message>
        <location filename="../views/inputs/SizeFactsPanel.cpp" line="130"/>
        <source>Size facts</source>
        <translation>Kenndaten der VM-Größe</translation>
    </message>
    <message>
        <location filename="../views/inputs/SizeFactsPanel.cpp" line="134"/>
        <source>vCPUs</source>
        <translation>vCPUs</translation>
    </message>
    <message>
        <location filename="../views/inputs/SizeFactsPanel.cpp" line="135"/>
        <source>RAM</source>
        <translation>RAM</translation>
    </message>
    <message>
        <location filename="../views/inputs/SizeFactsPanel.cpp" line="136"/>
        <source>GPUs</source>
        <translation>GPUs</translation>
    </message>
    <message>
        <location filename="../views/inputs/SizeFactsPanel.cpp" line="137"/>
        <source>GPU memory</source>
        <translation>GPU-Speicher</translation>
    </message>
    <message>
        <location filename="../views/inputs/SizeFactsPanel.cpp" line="138"/>
        <source>BF16 dense</source>
        <translation>BF16 (dense)</translation>
    </message>
    <message>
        <location filename="../views/inputs/SizeFactsPanel.cpp" line="139"/>
        <source>InfiniBand / GPU</source>
        <translation>InfiniBand / GPU</translation>
    </message>
    <message>
        <location filename="../views/inputs/SizeFactsPanel.cpp" line="140"/>
        <source>InfiniBand / VM</source>
        <translation>InfiniBand / VM</translation>
    </message>
    <message>
        <location filename="../views/inputs/SizeFactsPanel.cpp" line="141"/>
        <source>Ethernet</source>
        <translation>Ethernet</translation>
    </message>
    <message>
        <location filename="../views/inputs/SizeFactsPanel.cpp" line="142"/>
        <source>NVLink / GPU</source>
        <translation>NVLink / GPU</translation>
    </message>
    <message>
        <location filename="../views/inputs/SizeFactsPanel.cpp" line="143"/>
        <source>All-reduce in VM</source>
        <translation>All-Reduce in der VM</translation>
    </message>
    <message>
        <location filename="../views/inputs/SizeFactsPanel.cpp" line="144"/>
        <source>FP8 dense</source>
        <translation>FP8 dicht</translation>
    </message>
    <message>
        <location filename="../views/inputs/SizeFactsPanel.cpp" line="145"/>
        <source>NVLink domain</source>
        <translation>NVLink-Domäne</translation>
    </message>
    <message>
        <location filename="../views/inputs/SizeFactsPanel.cpp" line="146"/>
        <source>GPU memory bandwidth</source>
        <translation>GPU-Speicherbandbreite</translation>
    </message>
    <message>
        <location filename="../views/inputs/SizeFactsPanel.cpp" line="147"/>
        <source>Collective library</source>
        <translation>Kollektiv-Bibliothek</translation>
    </message>
    <message>
        <location filename="../views/inputs/SizeFactsPanel.cpp" line="148"/>
        <source>Quota family</source>
        <translation>Kontingentfamilie</translation>
    </message>
    <message>
        <location filename="../views/inputs/SizeFactsPanel.cpp" line="149"/>
        <source>Status</source>
        <translation>Status</translation>
    </message>
    <message>
        <location filename="../views/inputs/SizeFactsPanel.cpp" line="150"/>
        <source>Price</source>
        <translation>Preis</translation>
    </message>
    <message>
        <location filename="../views/inputs/SizeFactsPanel.cpp" line="164"/>
        <source>[%1] unverified · %2</source>
        <translation>[%1] ungeprüft · %2</translation>
    </message>
    <message>
        <location filename="../views/inputs/SizeFactsPanel.cpp" line="167"/>
        <source>[%1] as of %2</source>
        <translation>[%1] Stand %2</translation>
    </message>
    <message>
        <location filename="../views/inputs/SizeFactsPanel.cpp" line="171"/>
        <source>Source: %1
As of: %2
Not yet confirmed against the source.</source>
        <translation>Quelle: %1
Stand: %2
Noch nicht mit der Quelle abgeglichen.</translation>
    </message>
    <message>
        <location filename="../views/inputs/SizeFactsPanel.cpp" line="171"/>
        <source>Source: %1
As of: %2</source>
        <translation>Quelle: %1
Stand: %2</translation>
    </message>
    <message>
        <location filename="../views/inputs/SizeFactsPanel.cpp" line="201"/>
        <source>%1 GiB</source>
        <translation>%1 GiB</translation>
    </message>
    <message>
        <location filename="../views/inputs/SizeFactsPanel.cpp" line="202"/>
        <source>%1 Gb/s</source>
        <translation>%1 Gb/s</translation>
    </message>
    <message>
        <location filename="../views/inputs/SizeFactsPanel.cpp" line="209"/>
        <source>%1 × %2</source>
        <translation>%1 × %2</translation>
    </message>
    <message>
        <location filename="../views/inputs/SizeFactsPanel.cpp" line="210"/>
        <source>%1 per GPU</source>
        <translation>%1 pro GPU</translation>
    </message>
    <message>
        <location filename="../views/inputs/SizeFactsPanel.cpp" line="211"/>
        <location filename="../views/inputs/SizeFactsPanel.cpp" line="233"/>
        <source>%1 TFLOP/s per GPU</source>
        <translation>%1 TFLOP/s pro GPU</translation>
    </message>
    <message>
        <location filename="../views/inputs/SizeFactsPanel.cpp" line="217"/>
        <location filename="../views/inputs/SizeFactsPanel.cpp" line="218"/>
        <location filename="../views/inputs/SizeFactsPanel.cpp" line="234"/>
        <source>none</source>
        <translation>keins</translation>
    </message>
    <message>
        <location filename="../views/inputs/SizeFactsPanel.cpp" line="220"/>
        <source>%1 per VM</source>
        <translation>%1 pro VM</translation>
    </message>
    <message>
        <location filename="../views/inputs/SizeFactsPanel.cpp" line="224"/>
        <source>%1 GB/s per direction</source>
        <translation>%1 GB/s pro Richtung</translation>
    </message>
    <message>
        <location filename="../views/inputs/SizeFactsPanel.cpp" line="225"/>
        <location filename="../views/inputs/SizeFactsPanel.cpp" line="237"/>
        <location filename="../views/inputs/SizeFactsPanel.cpp" line="241"/>
        <location filename="../views/inputs/SizeFactsPanel.cpp" line="243"/>
        <source>unknown</source>
        <translation>unbekannt</translation>
    </message>
    <message>
        <location filename="../views/inputs/SizeFactsPanel.cpp" line="228"/>
        <source>%1 GB/s bus bandwidth</source>
        <translation>%1 GB/s Busbandbreite</translation>
    </message>
    <message>
        <location filename="../views/inputs/SizeFactsPanel.cpp" line="229"/>
        <source>not measured</source>
        <translation>nicht gemessen</translation>
    </message>
    <message>
        <location filename="../views/inputs/SizeFactsPanel.cpp" line="237"/>
        <source>%1 GPUs</source>
        <translation>%1 GPUs</translation>
    </message>
    <message>
        <location filename="../views/inputs/SizeFactsPanel.cpp" line="240"/>
        <source>%1 GB/s per GPU</source>
        <translation>%1 GB/s pro GPU</translation>
    </message>
    <message>
        <location filename="../views/inputs/SizeFactsPanel.cpp" line="254"/>
        <source>%1, retired on %2</source>
        <translation>%1, eingestellt am %2</translation>
    </message>
    <message>
        <location filename="../views/inputs/SizeFactsPanel.cpp" line="254"/>
        <source>%1, retires on %2</source>
        <translation>%1, wird am %2 eingestellt</translation>
    </message>
    <message>
        <location filename="../views/inputs/SizeFactsPanel.cpp" line="265"/>
        <source>%1 per node-hour (%2, %3)</source>
        <translation>%1 pro Knotenstunde (%2, %3)</translation>
    </message>
    <message>
        <location filename="../views/inputs/SizeFactsPanel.cpp" line="270"/>
        <source>no catalog price for this region and tier: cost unknown until one is imported</source>
        <translation>kein Katalogpreis für diese Region und Stufe: Kosten unbekannt, bis einer importiert wird</translation>
    </message>
    <message>
        <location filename="../views/inputs/SizeFactsPanel.cpp" line="274"/>
        <source>[%1] %2</source>
        <translation>[%1] %2</translation>
    </message>
</context>
<context>
    <name>capplan::views::SizesTableModel</name>
    <message>
        <location filename="../views/catalog/CatalogModels.cpp" line="390"/>
        <source>Unverified: %1</source>
        <translation>Ungeprüft: %1</translation>
    </message>
    <message>
        <location filename="../views/catalog/CatalogModels.cpp" line="393"/>
        <source>Stale: %1</source>
        <translation>Veraltet: %1</translation>
    </message>
    <message>
        <location filename="../views/catalog/CatalogModels.cpp" line="419"/>
        <location filename="../views/catalog/CatalogModels.cpp" line="428"/>
        <source>none</source>
        <translation>keins</translation>
    </message>
    <message>
        <location filename="../views/catalog/CatalogModels.cpp" line="443"/>
        <source>%1 (%2)</source>
        <extracomment>%1 the status (&quot;retired&quot;, &quot;retiring&quot;), %2 the date</extracomment>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <location filename="../views/catalog/CatalogModels.cpp" line="497"/>
        <source>Size</source>
        <translation>VM-Größe</translation>
    </message>
    <message>
        <location filename="../views/catalog/CatalogModels.cpp" line="499"/>
        <source>Series</source>
        <translation>Serie</translation>
    </message>
    <message>
        <location filename="../views/catalog/CatalogModels.cpp" line="501"/>
        <source>GPU model</source>
        <translation>GPU-Modell</translation>
    </message>
    <message>
        <location filename="../views/catalog/CatalogModels.cpp" line="503"/>
        <source>GPUs</source>
        <translation>GPUs</translation>
    </message>
    <message>
        <location filename="../views/catalog/CatalogModels.cpp" line="505"/>
        <source>GPU memory (GiB)</source>
        <translation>GPU-Speicher (GiB)</translation>
    </message>
    <message>
        <location filename="../views/catalog/CatalogModels.cpp" line="507"/>
        <source>vCPUs</source>
        <translation>vCPUs</translation>
    </message>
    <message>
        <location filename="../views/catalog/CatalogModels.cpp" line="509"/>
        <source>RAM (GiB)</source>
        <translation>RAM (GiB)</translation>
    </message>
    <message>
        <location filename="../views/catalog/CatalogModels.cpp" line="511"/>
        <source>BF16 TFLOP/s per GPU</source>
        <translation>BF16-TFLOP/s pro GPU</translation>
    </message>
    <message>
        <location filename="../views/catalog/CatalogModels.cpp" line="513"/>
        <source>InfiniBand (Gb/s per GPU)</source>
        <translation>InfiniBand (Gb/s pro GPU)</translation>
    </message>
    <message>
        <location filename="../views/catalog/CatalogModels.cpp" line="515"/>
        <source>Ethernet (Gb/s per VM)</source>
        <translation>Ethernet (Gb/s pro VM)</translation>
    </message>
    <message>
        <location filename="../views/catalog/CatalogModels.cpp" line="517"/>
        <source>NVLink (GB/s per GPU and direction)</source>
        <translation>NVLink (GB/s pro GPU und Richtung)</translation>
    </message>
    <message>
        <location filename="../views/catalog/CatalogModels.cpp" line="519"/>
        <source>Measured bus bandwidth (GB/s)</source>
        <translation>Gemessene Busbandbreite (GB/s)</translation>
    </message>
    <message>
        <location filename="../views/catalog/CatalogModels.cpp" line="521"/>
        <source>FP8 TFLOP/s per GPU</source>
        <translation>FP8-TFLOP/s pro GPU</translation>
    </message>
    <message>
        <location filename="../views/catalog/CatalogModels.cpp" line="523"/>
        <source>NVLink domain (GPUs)</source>
        <translation>NVLink-Domäne (GPUs)</translation>
    </message>
    <message>
        <location filename="../views/catalog/CatalogModels.cpp" line="525"/>
        <source>GPU memory bandwidth (GB/s)</source>
        <translation>GPU-Speicherbandbreite (GB/s)</translation>
    </message>
    <message>
        <location filename="../views/catalog/CatalogModels.cpp" line="527"/>
        <source>Collective library</source>
        <translation>Kollektiv-Bibliothek</translation>
    </message>
    <message>
        <location filename="../views/catalog/CatalogModels.cpp" line="529"/>
        <source>Quota family</source>
        <translation>Kontingentfamilie</translation>
    </message>
    <message>
        <location filename="../views/catalog/CatalogModels.cpp" line="531"/>
        <source>Status</source>
        <translation>Status</translation>
    </message>
    <message>
        <location filename="../views/catalog/CatalogModels.cpp" line="533"/>
        <source>Retirement</source>
        <translation>Einstellungsdatum</translation>
    </message>
    <message>
        <location filename="../views/catalog/CatalogModels.cpp" line="535"/>
        <source>Origin</source>
        <translation>Herkunft</translation>
    </message>
</context>
<context>
    <name>capplan::views::SpecEditCommand</name>
    <message>
        <location filename="../views/main/SpecEditCommand.cpp" line="81"/>
        <source>Change %1</source>
        <translation>%1 ändern</translation>
    </message>
</context>
<context>
    <name>capplan::views::TrainingLogDialog</name>
    <message>
        <location filename="../views/main/TrainingLogDialog.cpp" line="27"/>
        <source>Import Training Log</source>
        <translation>Trainingsprotokoll importieren</translation>
    </message>
    <message>
        <location filename="../views/main/TrainingLogDialog.cpp" line="36"/>
        <source>median step time %1 s</source>
        <translation>Median der Schrittzeit %1 s</translation>
    </message>
    <message>
        <location filename="../views/main/TrainingLogDialog.cpp" line="39"/>
        <source>median %1 tokens/s per GPU</source>
        <translation>Median %1 Tokens/s je GPU</translation>
    </message>
    <message>
        <location filename="../views/main/TrainingLogDialog.cpp" line="42"/>
        <source>%1 samples/s</source>
        <translation>%1 Samples/s</translation>
    </message>
    <message>
        <location filename="../views/main/TrainingLogDialog.cpp" line="47"/>
        <source>the run&apos;s own average (it includes the warm-up)</source>
        <translation>der Mittelwert des Laufs selbst (mit dem Warm-up)</translation>
    </message>
    <message>
        <location filename="../views/main/TrainingLogDialog.cpp" line="49"/>
        <source>%1 step(s) read, too few to skip a warm-up</source>
        <translation>%1 Schritt(e) gelesen, zu wenige, um ein Warm-up zu überspringen</translation>
    </message>
    <message>
        <location filename="../views/main/TrainingLogDialog.cpp" line="50"/>
        <source>%1 steps read, the first %2 skipped as warm-up</source>
        <translation>%1 Schritte gelesen, die ersten %2 als Warm-up übersprungen</translation>
    </message>
    <message>
        <location filename="../views/main/TrainingLogDialog.cpp" line="51"/>
        <source>&lt;b&gt;%1&lt;/b&gt; (%2): %3; %4.</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; (%2): %3; %4.</translation>
    </message>
    <message>
        <location filename="../views/main/TrainingLogDialog.cpp" line="62"/>
        <source>&amp;GPUs in the run:</source>
        <translation>&amp;GPUs im Lauf:</translation>
    </message>
    <message>
        <location filename="../views/main/TrainingLogDialog.cpp" line="64"/>
        <source>GPUs per &amp;node:</source>
        <translation>GPUs je &amp;Knoten:</translation>
    </message>
    <message>
        <location filename="../views/main/TrainingLogDialog.cpp" line="65"/>
        <source>&amp;Sequence length (tokens):</source>
        <translation>&amp;Sequenzlänge (Tokens):</translation>
    </message>
    <message>
        <location filename="../views/main/TrainingLogDialog.cpp" line="67"/>
        <source>Global &amp;batch (sequences per step):</source>
        <translation>Globaler &amp;Batch (Sequenzen je Schritt):</translation>
    </message>
    <message>
        <location filename="../views/main/TrainingLogDialog.cpp" line="71"/>
        <source>Not known</source>
        <translation>Nicht bekannt</translation>
    </message>
    <message>
        <location filename="../views/main/TrainingLogDialog.cpp" line="78"/>
        <source>Read from line %1 of the log</source>
        <translation>Aus Zeile %1 des Protokolls gelesen</translation>
    </message>
    <message>
        <location filename="../views/main/TrainingLogDialog.cpp" line="79"/>
        <source>The log&apos;s format tells the stack</source>
        <translation>Das Format des Protokolls nennt den Stack</translation>
    </message>
    <message>
        <location filename="../views/main/TrainingLogDialog.cpp" line="81"/>
        <source>Training s&amp;tack:</source>
        <translation>Trainings-S&amp;tack:</translation>
    </message>
    <message>
        <location filename="../views/main/TrainingLogDialog.cpp" line="90"/>
        <source>&amp;Add to Plan</source>
        <translation>Zum Plan &amp;hinzufügen</translation>
    </message>
    <message>
        <location filename="../views/main/TrainingLogDialog.cpp" line="115"/>
        <source>needed</source>
        <translation>fehlt</translation>
    </message>
    <message>
        <location filename="../views/main/TrainingLogDialog.cpp" line="120"/>
        <source>Read from the log</source>
        <translation>Aus dem Protokoll gelesen</translation>
    </message>
    <message>
        <location filename="../views/main/TrainingLogDialog.cpp" line="121"/>
        <source> (from the log)</source>
        <translation> (aus dem Protokoll)</translation>
    </message>
    <message>
        <location filename="../views/main/TrainingLogDialog.cpp" line="124"/>
        <source>The plan&apos;s value; change it if the run used another</source>
        <translation>Der Wert des Plans; ändern, wenn der Lauf einen anderen hatte</translation>
    </message>
    <message>
        <location filename="../views/main/TrainingLogDialog.cpp" line="161"/>
        <source>Needed: %1</source>
        <translation>Es fehlt: %1</translation>
    </message>
    <message>
        <location filename="../views/main/TrainingLogDialog.cpp" line="165"/>
        <source>Measurement: &lt;b&gt;%1, %2 tokens/s&lt;/b&gt; (%3 per GPU).</source>
        <translation>Messung: &lt;b&gt;%1, %2 Tokens/s&lt;/b&gt; (%3 je GPU).</translation>
    </message>
    <message>
        <location filename="../views/main/TrainingLogDialog.cpp" line="170"/>
        <source>Warning: %1.</source>
        <translation>Warnung: %1.</translation>
    </message>
    <message>
        <location filename="../views/main/TrainingLogDialog.cpp" line="173"/>
        <source>The plan&apos;s layout runs on %1; a run of %2 cannot calibrate it.</source>
        <translation>Das Layout des Plans läuft auf %1; ein Lauf von %2 kann es nicht kalibrieren.</translation>
    </message>
</context>
<context>
    <name>capplan::views::TransferTableModel</name>
    <message>
        <location filename="../views/catalog/CatalogModels.cpp" line="706"/>
        <source>within a continent</source>
        <translation>innerhalb eines Kontinents</translation>
    </message>
    <message>
        <location filename="../views/catalog/CatalogModels.cpp" line="708"/>
        <source>between continents</source>
        <translation>zwischen Kontinenten</translation>
    </message>
    <message>
        <location filename="../views/catalog/CatalogModels.cpp" line="733"/>
        <source>from %1 GB</source>
        <extracomment>where a tier of a transfer price starts, in GB a month</extracomment>
        <translation>ab %1 GB</translation>
    </message>
    <message>
        <location filename="../views/catalog/CatalogModels.cpp" line="768"/>
        <source>From region</source>
        <translation>Von Region</translation>
    </message>
    <message>
        <location filename="../views/catalog/CatalogModels.cpp" line="771"/>
        <source>Copy</source>
        <extracomment>the header over &quot;within a continent&quot; / &quot;between continents&quot;</extracomment>
        <translation>Kopie</translation>
    </message>
    <message>
        <location filename="../views/catalog/CatalogModels.cpp" line="773"/>
        <source>Currency</source>
        <translation>Währung</translation>
    </message>
    <message>
        <location filename="../views/catalog/CatalogModels.cpp" line="775"/>
        <source>Tier</source>
        <translation>Staffel</translation>
    </message>
    <message>
        <location filename="../views/catalog/CatalogModels.cpp" line="777"/>
        <source>Price per GB</source>
        <translation>Preis pro GB</translation>
    </message>
    <message>
        <location filename="../views/catalog/CatalogModels.cpp" line="779"/>
        <source>Source</source>
        <translation>Quelle</translation>
    </message>
    <message>
        <location filename="../views/catalog/CatalogModels.cpp" line="781"/>
        <source>As of</source>
        <translation>Stand</translation>
    </message>
    <message>
        <location filename="../views/catalog/CatalogModels.cpp" line="783"/>
        <source>Origin</source>
        <translation>Herkunft</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <location filename="../app/gui/main.cpp" line="70"/>
        <source>Plan distributed GPU training on Azure: node count, wall clock, cost, quota.</source>
        <translation>Verteiltes GPU-Training auf Azure planen: Knotenzahl, Laufzeit, Kosten, Kontingent.</translation>
    </message>
    <message>
        <location filename="../app/gui/main.cpp" line="75"/>
        <source>A plan file to open instead of the example, or a portfolio (*.portfolio.json) to open in the Portfolio window.</source>
        <translation>Eine Plandatei, die statt des Beispiels geöffnet wird, oder ein Portfolio (*.portfolio.json) für das Portfolio-Fenster.</translation>
    </message>
</context>
</TS>
