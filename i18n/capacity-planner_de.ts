<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context>
    <name>CatalogJson</name>
    <message>
        <location filename="../data/CatalogJson.cpp" line="142"/>
        <source>must not be empty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../data/CatalogJson.cpp" line="158"/>
        <source>must be available, preview, retiring or retired</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../data/CatalogJson.cpp" line="184"/>
        <source>unknown field</source>
        <translation type="unfinished">unbekanntes Feld</translation>
    </message>
    <message>
        <location filename="../data/CatalogJson.cpp" line="206"/>
        <location filename="../data/CatalogJson.cpp" line="267"/>
        <source>must be dedicated or low_priority</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../data/CatalogJson.cpp" line="211"/>
        <source>must be on_demand, spot, reservation or savings_plan</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../data/CatalogJson.cpp" line="216"/>
        <source>must be 0, 1 or 3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../data/CatalogJson.cpp" line="223"/>
        <source>must be 1 or 3 for reservations and savings plans</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../data/CatalogJson.cpp" line="224"/>
        <source>must be 0 for on-demand and Spot prices</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../data/CatalogJson.cpp" line="230"/>
        <source>must be greater than zero (got %1)</source>
        <translation type="unfinished">muss größer als null sein (ist %1)</translation>
    </message>
    <message>
        <location filename="../data/CatalogJson.cpp" line="261"/>
        <source>must be family or regional</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../data/CatalogJson.cpp" line="273"/>
        <source>must not be negative</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../data/CatalogJson.cpp" line="276"/>
        <source>must not be negative (-1: no limit of its own)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PlanFile</name>
    <message>
        <location filename="../data/PlanFile.cpp" line="238"/>
        <source>must be a number of hours or &quot;never&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../data/PlanFile.cpp" line="249"/>
        <source>must be a number of hours or &quot;optimal&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../data/PlanFile.cpp" line="283"/>
        <source>must be a whole number from 0 to 2^64 - 1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../data/PlanFile.cpp" line="318"/>
        <source>must be &quot;ddp&quot;, &quot;zero1&quot;, &quot;zero2&quot;, &quot;zero3&quot; or &quot;fsdp&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../data/PlanFile.cpp" line="386"/>
        <source>must be &quot;full&quot;, &quot;lora&quot; or &quot;qlora&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../data/PlanFile.cpp" line="438"/>
        <source>must be &quot;pytorch&quot;, &quot;mpi&quot; or &quot;tensorflow&quot;</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>capplan::data::CatalogJson</name>
    <message>
        <location filename="../data/CatalogJson.cpp" line="41"/>
        <source>unknown field</source>
        <translation type="unfinished">unbekanntes Feld</translation>
    </message>
    <message>
        <location filename="../data/CatalogJson.cpp" line="50"/>
        <source>is missing</source>
        <translation type="unfinished">fehlt</translation>
    </message>
    <message>
        <location filename="../data/CatalogJson.cpp" line="59"/>
        <location filename="../data/CatalogJson.cpp" line="350"/>
        <source>must be an array, not %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../data/CatalogJson.cpp" line="68"/>
        <source>must not be negative (got %1)</source>
        <translation type="unfinished">darf nicht negativ sein (ist %1)</translation>
    </message>
    <message>
        <location filename="../data/CatalogJson.cpp" line="77"/>
        <source>must be a whole number from 0 to 1,000,000</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../data/CatalogJson.cpp" line="89"/>
        <source>must be true or false, not %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../data/CatalogJson.cpp" line="103"/>
        <source>must be default, user or import</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../data/CatalogJson.cpp" line="245"/>
        <source>must be a whole number or null</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../data/CatalogJson.cpp" line="285"/>
        <source>a catalog is a JSON object, not %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../data/CatalogJson.cpp" line="289"/>
        <source>is not &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../data/CatalogJson.cpp" line="293"/>
        <source>must be a whole number from 1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../data/CatalogJson.cpp" line="297"/>
        <source>was written by a newer version of this application (version %1, this version reads %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../data/CatalogJson.cpp" line="315"/>
        <source>must be a region name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../data/CatalogJson.cpp" line="318"/>
        <source>is given twice</source>
        <translation type="unfinished">ist doppelt angegeben</translation>
    </message>
    <message>
        <location filename="../data/CatalogJson.cpp" line="329"/>
        <source>&quot;%1&quot; is given twice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../data/CatalogJson.cpp" line="340"/>
        <source>&quot;%1&quot; is not a size of this catalog</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../data/CatalogJson.cpp" line="343"/>
        <source>the same size, region, tier, kind and term is given twice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../data/CatalogJson.cpp" line="357"/>
        <source>the same region, family and tier is given twice</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>capplan::data::CatalogStore</name>
    <message>
        <source>not a catalog document</source>
        <translation type="vanished">kein Katalogdokument</translation>
    </message>
    <message>
        <source>unknown status</source>
        <translation type="vanished">unbekannter Status</translation>
    </message>
    <message>
        <source>unknown tier</source>
        <translation type="vanished">unbekannter Tarif</translation>
    </message>
    <message>
        <location filename="../data/CatalogStore.cpp" line="61"/>
        <source>the embedded catalog is malformed: %1</source>
        <translation>der integrierte Katalog ist fehlerhaft: %1</translation>
    </message>
    <message>
        <location filename="../data/CatalogStore.cpp" line="57"/>
        <source>the embedded default catalog is missing</source>
        <translation>der integrierte Standardkatalog fehlt</translation>
    </message>
    <message>
        <location filename="../data/CatalogStore.cpp" line="108"/>
        <source>cannot open the catalog: %1</source>
        <translation>der Katalog kann nicht geöffnet werden: %1</translation>
    </message>
    <message>
        <location filename="../data/CatalogStore.cpp" line="114"/>
        <location filename="../data/CatalogStore.cpp" line="128"/>
        <source>the catalog file is damaged or not a catalog (%1); it was left untouched</source>
        <translation>die Katalogdatei ist beschädigt oder kein Katalog (%1); sie wurde nicht verändert</translation>
    </message>
    <message>
        <location filename="../data/CatalogStore.cpp" line="121"/>
        <source>the catalog file is damaged (%1); it was left untouched</source>
        <translation>die Katalogdatei ist beschädigt (%1); sie wurde nicht verändert</translation>
    </message>
    <message>
        <location filename="../data/CatalogStore.cpp" line="133"/>
        <source>the catalog was written by a newer version of this application (schema %1, this version knows %2); it was left untouched</source>
        <translation>der Katalog wurde von einer neueren Version dieser Anwendung geschrieben (Schema %1, diese Version kennt %2); er wurde nicht verändert</translation>
    </message>
    <message>
        <location filename="../data/CatalogStore.cpp" line="144"/>
        <source>the file is a SQLite database but not a catalog of this application; it was left untouched</source>
        <translation>die Datei ist eine SQLite-Datenbank, aber kein Katalog dieser Anwendung; sie wurde nicht verändert</translation>
    </message>
    <message>
        <location filename="../data/CatalogStore.cpp" line="154"/>
        <source>cannot back up the catalog before upgrading it: %1</source>
        <translation>der Katalog kann vor der Aktualisierung nicht gesichert werden: %1</translation>
    </message>
    <message>
        <location filename="../data/CatalogStore.cpp" line="196"/>
        <source>migration %1 is missing</source>
        <translation>Migration %1 fehlt</translation>
    </message>
    <message>
        <location filename="../data/CatalogStore.cpp" line="201"/>
        <source>cannot start migration %1: %2</source>
        <translation>Migration %1 kann nicht gestartet werden: %2</translation>
    </message>
    <message>
        <location filename="../data/CatalogStore.cpp" line="212"/>
        <location filename="../data/CatalogStore.cpp" line="215"/>
        <source>migration %1 failed: %2</source>
        <translation>Migration %1 ist fehlgeschlagen: %2</translation>
    </message>
    <message>
        <location filename="../data/CatalogStore.cpp" line="292"/>
        <source>cannot load the default catalog: %1</source>
        <translation>der Standardkatalog kann nicht geladen werden: %1</translation>
    </message>
    <message>
        <location filename="../data/CatalogStore.cpp" line="411"/>
        <source>this catalog&apos;s schema (%1) keeps on-demand prices only</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../data/CatalogStore.cpp" line="446"/>
        <source>this catalog&apos;s schema (%1) keeps no quota</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../data/CatalogStore.cpp" line="479"/>
        <source>a size needs a name</source>
        <translation>eine VM-Größe braucht einen Namen</translation>
    </message>
    <message>
        <location filename="../data/CatalogStore.cpp" line="487"/>
        <source>a price must be a positive number</source>
        <translation>ein Preis muss eine positive Zahl sein</translation>
    </message>
    <message>
        <location filename="../data/CatalogStore.cpp" line="522"/>
        <source>a quota row needs a region and a family</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../data/CatalogStore.cpp" line="525"/>
        <source>quota numbers must not be negative</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../data/CatalogStore.cpp" line="555"/>
        <source>&quot;%1&quot; is not in the shipped catalog, so it has no default</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../data/CatalogStore.cpp" line="564"/>
        <source>&quot;%1&quot; is not a size in the catalog</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../data/CatalogStore.cpp" line="593"/>
        <source>&quot;%1&quot; is not a field of a size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../data/CatalogStore.cpp" line="620"/>
        <source>the shipped catalog has no such price for &quot;%1&quot; in &quot;%2&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../data/CatalogStore.cpp" line="629"/>
        <source>the preview holds no catalog to import</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../data/CatalogStore.cpp" line="676"/>
        <source>this catalog&apos;s schema (%1) is too old to import a catalog</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>capplan::data::ChartPainter</name>
    <message>
        <location filename="../data/print/ChartPainter.cpp" line="161"/>
        <source>Wall clock</source>
        <translation type="unfinished">Laufzeit</translation>
    </message>
    <message>
        <location filename="../data/print/ChartPainter.cpp" line="162"/>
        <location filename="../data/print/ChartPainter.cpp" line="373"/>
        <source>Cost</source>
        <translation type="unfinished">Kosten</translation>
    </message>
    <message>
        <location filename="../data/print/ChartPainter.cpp" line="164"/>
        <source>Deadline %1</source>
        <translation type="unfinished">Frist %1</translation>
    </message>
    <message>
        <location filename="../data/print/ChartPainter.cpp" line="168"/>
        <source>Budget %1</source>
        <translation type="unfinished">Budget %1</translation>
    </message>
    <message>
        <location filename="../data/print/ChartPainter.cpp" line="287"/>
        <source>recommended: 1 node</source>
        <translation type="unfinished">empfohlen: 1 Knoten</translation>
    </message>
    <message>
        <location filename="../data/print/ChartPainter.cpp" line="287"/>
        <source>recommended: %1 nodes</source>
        <translation type="unfinished">empfohlen: %1 Knoten</translation>
    </message>
    <message>
        <location filename="../data/print/ChartPainter.cpp" line="361"/>
        <source>Nodes</source>
        <translation type="unfinished">Knoten</translation>
    </message>
    <message>
        <location filename="../data/print/ChartPainter.cpp" line="367"/>
        <source>Wall clock (hours)</source>
        <translation type="unfinished">Laufzeit (Stunden)</translation>
    </message>
    <message>
        <location filename="../data/print/ChartPainter.cpp" line="387"/>
        <source>drawing the chart needs a QGuiApplication (fonts)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../data/print/ChartPainter.cpp" line="390"/>
        <source>the plan has errors, so there is no chart to write</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../data/print/ChartPainter.cpp" line="394"/>
        <source>the chart must be from 100 to %1 pixels wide and high (got %2 × %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../data/print/ChartPainter.cpp" line="413"/>
        <source>cannot encode the chart: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../data/print/ChartPainter.cpp" line="422"/>
        <source>Wall clock and cost by node count</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../data/print/ChartPainter.cpp" line="425"/>
        <source>cannot draw the chart as SVG</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../data/print/ChartPainter.cpp" line="438"/>
        <source>cannot draw the chart as PDF</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../data/print/ChartPainter.cpp" line="443"/>
        <source>unknown chart format &quot;%1&quot;: use .png, .svg or .pdf</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../data/print/ChartPainter.cpp" line="450"/>
        <location filename="../data/print/ChartPainter.cpp" line="453"/>
        <source>cannot write the chart: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>capplan::data::Exporters</name>
    <message>
        <location filename="../data/Exporters.cpp" line="74"/>
        <source>the plan has errors and cannot be exported: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../data/Exporters.cpp" line="80"/>
        <source>the plan cannot be exported: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../data/Exporters.cpp" line="84"/>
        <source>the VM size &quot;%1&quot; is not the plan&apos;s size &quot;%2&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../data/Exporters.cpp" line="99"/>
        <source>there is no recommended node count to export. %1 Choose one of the plan&apos;s node counts (%2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../data/Exporters.cpp" line="108"/>
        <source>%1 nodes is not one of the plan&apos;s options (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../data/Exporters.cpp" line="243"/>
        <source>%1 tokens at %2 tokens/s per GPU (%3 GPU-hours at full efficiency)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../data/Exporters.cpp" line="247"/>
        <source>a %1-parameter model on %2 tokens at %3 MFU (%4 GPU-hours at full efficiency)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../data/Exporters.cpp" line="251"/>
        <source>a workload of %1 GPU-hours at full efficiency</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../data/Exporters.cpp" line="256"/>
        <source>1 node</source>
        <translation type="unfinished">1 Knoten</translation>
    </message>
    <message>
        <location filename="../data/Exporters.cpp" line="256"/>
        <source>%1 nodes</source>
        <translation type="unfinished">%1 Knoten</translation>
    </message>
    <message>
        <location filename="../data/Exporters.cpp" line="263"/>
        <source>Plan &quot;%1&quot; trains %2 on %3 × %4 (%5 GPUs) in %6. At the planned %7 scaling efficiency it takes %8 of wall clock and costs about %9 at %10 per node-hour (%11).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../data/Exporters.cpp" line="270"/>
        <source>This meets the %1 deadline.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../data/Exporters.cpp" line="271"/>
        <source>This misses the %1 deadline.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../data/Exporters.cpp" line="276"/>
        <source>Why this node count: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../data/Exporters.cpp" line="278"/>
        <source>%1 were chosen over the planner&apos;s recommendation: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../data/Exporters.cpp" line="279"/>
        <source>%1 were chosen. %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../data/Exporters.cpp" line="289"/>
        <source>unknown — import `az vm list-usage`</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../data/Exporters.cpp" line="290"/>
        <location filename="../data/Exporters.cpp" line="301"/>
        <location filename="../data/Exporters.cpp" line="662"/>
        <source>unknown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../data/Exporters.cpp" line="292"/>
        <source>current limit: %1; in use: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../data/Exporters.cpp" line="297"/>
        <source>current limit and usage: %1; shortfall: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../data/Exporters.cpp" line="302"/>
        <source>current limit: %1; in use: %2; limit needed: %3; shortfall: %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../data/Exporters.cpp" line="309"/>
        <source>An Azure ML cluster holds quota for its max_instances (%1) even when it has scaled to zero nodes; only deleting the cluster releases it. Delete the cluster after the run.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../data/Exporters.cpp" line="312"/>
        <source>Low-priority cores have a quota of their own, separate from dedicated cores.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../data/Exporters.cpp" line="313"/>
        <source>A quota is a limit, not a capacity guarantee: ask early, and for a large run confirm capacity in the region with the account team.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../data/Exporters.cpp" line="316"/>
        <source>Low-priority nodes can be preempted at any time, and losing one node stops all %1; checkpoint often.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../data/Exporters.cpp" line="365"/>
        <source>must not be empty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../data/Exporters.cpp" line="367"/>
        <source>&quot;%1&quot; has %2 characters; it must have %3 to %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../data/Exporters.cpp" line="371"/>
        <source>&quot;%1&quot; must start with a letter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../data/Exporters.cpp" line="374"/>
        <source>&quot;%1&quot; must start with a letter or a digit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../data/Exporters.cpp" line="376"/>
        <source>&quot;%1&quot; must start with a letter or &apos;_&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../data/Exporters.cpp" line="379"/>
        <source>may contain only letters, digits and &apos;-&apos; (found &quot;%1&quot;)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../data/Exporters.cpp" line="382"/>
        <source>may contain only letters, digits, &apos;_&apos; and &apos;-&apos; (found &quot;%1&quot;)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../data/Exporters.cpp" line="386"/>
        <source>may contain only letters, digits and &apos;_&apos; (found &quot;%1&quot;)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../data/Exporters.cpp" line="389"/>
        <source>must not contain a space</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../data/Exporters.cpp" line="391"/>
        <source>must not contain &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../data/Exporters.cpp" line="393"/>
        <source>&quot;%1&quot;: every &apos;-&apos; must be followed later by a letter, so the name cannot end with &apos;-&apos; or &apos;-&apos; and digits</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../data/Exporters.cpp" line="397"/>
        <source>%1 is set by Azure ML for the distributed launch; the job must not override it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../data/Exporters.cpp" line="399"/>
        <source>${{%1}} names no input of the job and not its checkpoint output (outputs.%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../data/Exporters.cpp" line="403"/>
        <source>&quot;%1&quot; must be a path relative to the datastore, without a leading &apos;/&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../data/Exporters.cpp" line="405"/>
        <source>is not valid</source>
        <translation type="unfinished">ist ungültig</translation>
    </message>
    <message>
        <location filename="../data/Exporters.cpp" line="658"/>
        <source>Quota request for plan &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../data/Exporters.cpp" line="659"/>
        <source>Service: Azure Machine Learning compute (cores are vCPUs)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../data/Exporters.cpp" line="660"/>
        <source>Region: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../data/Exporters.cpp" line="661"/>
        <source>VM family: %1 (%2, %3 vCPUs per VM)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../data/Exporters.cpp" line="666"/>
        <source>Dedicated cores</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../data/Exporters.cpp" line="666"/>
        <source>Low-priority cores</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../data/Exporters.cpp" line="669"/>
        <source>%1 × %2 vCPUs + %3 headroom</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../data/Exporters.cpp" line="672"/>
        <source>%1 × %2 vCPUs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../data/Exporters.cpp" line="674"/>
        <source>%1: request %2 (%3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../data/Exporters.cpp" line="676"/>
        <source>%1: not used by this plan (0 requested)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../data/Exporters.cpp" line="683"/>
        <source>Justification</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../data/Exporters.cpp" line="685"/>
        <source>Notes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../data/Exporters.cpp" line="707"/>
        <source># Pre-flight checklist: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../data/Exporters.cpp" line="708"/>
        <source>%1 × %2 (%3 GPUs) in %4, %5; planned wall clock %6, about %7.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../data/Exporters.cpp" line="714"/>
        <source>## Before the first multi-node run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../data/Exporters.cpp" line="717"/>
        <source>Measure a one-node baseline first: the same job on 1 node with %1 processes; time it and check checkpoints write and resume.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../data/Exporters.cpp" line="721"/>
        <source>The plan assumes %1 on one node.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../data/Exporters.cpp" line="725"/>
        <source>On %1 the plan assumes %2× the one-node throughput (%3 efficiency); measure it at equal per-GPU batch size before booking the long run.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../data/Exporters.cpp" line="733"/>
        <source>%1 has InfiniBand: %2 × %3 Gb/s = %4 Tb/s per VM. Keep this size; a size without InfiniBand falls back to TCP across nodes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../data/Exporters.cpp" line="738"/>
        <source>**Warning: %1 has no InfiniBand.** Across %2 NCCL falls back to TCP over Ethernet (%3 Gb/s per VM): the job runs correctly but slowly, and adding nodes can make it slower. Use an ND size with InfiniBand (an &quot;r&quot; in the name) for multi-node runs.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../data/Exporters.cpp" line="744"/>
        <source>%1 has no InfiniBand; that is fine on one node, but do not scale this job past one VM.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../data/Exporters.cpp" line="747"/>
        <source>All %1 nodes sit in one placement group: an Azure ML cluster (`%2`) places its nodes in one scale set; self-managed VMs need a scale set with singlePlacementGroup=true (100 VMs by default, 300 on request). VMs outside it get no InfiniBand to each other.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../data/Exporters.cpp" line="753"/>
        <source>## First run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../data/Exporters.cpp" line="755"/>
        <source>worker_count is %1, one worker per node driving its %2 GPUs: num_replicas_in_sync should be **%3** = %1 × %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../data/Exporters.cpp" line="759"/>
        <source>process_count_per_instance is %1, one process per GPU (without it Azure ML starts one process per node, leaving %2 of %1 GPUs per node idle).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../data/Exporters.cpp" line="762"/>
        <source>Expect world size **%1** = %2 nodes × %3 processes: print `dist.get_world_size()` on rank 0.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../data/Exporters.cpp" line="766"/>
        <source>NCCL_DEBUG=INFO is set; in the rank-0 log look for `NET/IB` (InfiniBand). `NET/Socket` means NCCL fell back to TCP: check the placement group, the image&apos;s InfiniBand libraries and that nothing sets NCCL_IB_DISABLE.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../data/Exporters.cpp" line="771"/>
        <source>**The job sets NCCL_DEBUG=%1; set INFO for the first run.**</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../data/Exporters.cpp" line="775"/>
        <source>**The job sets NCCL_IB_DISABLE=1, which forces TCP; remove it.**</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../data/Exporters.cpp" line="781"/>
        <source>Run nccl-tests `all_reduce_perf -b 8 -e 8G -f 2 -g %1` in one VM</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../data/Exporters.cpp" line="783"/>
        <source>and expect a bus bandwidth (busbw) of about %1–%2 GB/s for large messages over NVLink.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../data/Exporters.cpp" line="788"/>
        <source>and record its bus bandwidth (busbw) as the reference for this size.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../data/Exporters.cpp" line="793"/>
        <source>Across nodes (`mpirun -np %1 … all_reduce_perf -b 8 -e 8G -f 2 -g 1`) busbw for 8 GB messages should approach %2 GB/s, about 95 % of the VM&apos;s %3 GB/s of InfiniBand; far below that, or NET/Socket in the log, means the fabric is not in use.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../data/Exporters.cpp" line="800"/>
        <source>init_process_group has a collective timeout (e.g. `timeout=datetime.timedelta(minutes=30)`), so a hung all-reduce after a node fault fails the job instead of stalling every rank.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../data/Exporters.cpp" line="803"/>
        <source>## Long run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../data/Exporters.cpp" line="804"/>
        <source>Checkpoint-and-resume is tested: cancel a running job, resubmit it and confirm it resumes from the newest checkpoint in `%1` (a fixed path, so the new job finds it).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../data/Exporters.cpp" line="808"/>
        <source>Low-priority nodes can be preempted at any time and a preempted job must be restarted; checkpoint often.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../data/Exporters.cpp" line="814"/>
        <source>Quota requested: %1 %2 cores of %3 in %4 (%5 × %6 vCPUs%7). The cluster holds them for max_instances = %5 even at zero nodes; delete it after the run.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../data/Exporters.cpp" line="817"/>
        <source>the size&apos;s family</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../data/Exporters.cpp" line="819"/>
        <source> + %1 headroom</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../data/Exporters.cpp" line="820"/>
        <source>limits.timeout is %1 s (%2 = %3 × the planned %4): the job stops if it runs that long.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../data/Exporters.cpp" line="825"/>
        <source>## Findings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../data/Exporters.cpp" line="918"/>
        <source>a quote inside an unquoted field</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../data/Exporters.cpp" line="935"/>
        <source>text after a closing quote</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../data/Exporters.cpp" line="942"/>
        <source>a quoted field is not closed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../data/Exporters.cpp" line="1012"/>
        <source>the CSV is empty; it needs a header row</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../data/Exporters.cpp" line="1020"/>
        <source>unknown column &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../data/Exporters.cpp" line="1023"/>
        <source>column &quot;%1&quot; appears twice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../data/Exporters.cpp" line="1028"/>
        <source>column &quot;%1&quot; is missing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../data/Exporters.cpp" line="1037"/>
        <source>the row has %1 fields, the header %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../data/Exporters.cpp" line="1065"/>
        <source>&quot;%1&quot; is not a valid %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../data/Exporters.cpp" line="1081"/>
        <location filename="../data/Exporters.cpp" line="1086"/>
        <source>cannot write the file: %1</source>
        <translation type="unfinished">die Datei kann nicht geschrieben werden: %1</translation>
    </message>
    <message>
        <location filename="../data/Exporters.cpp" line="1091"/>
        <source>cannot save the file: %1</source>
        <translation type="unfinished">die Datei kann nicht gespeichert werden: %1</translation>
    </message>
</context>
<context>
    <name>capplan::data::ImportReport</name>
    <message>
        <location filename="../data/ImportReport.cpp" line="93"/>
        <source>import %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../data/ImportReport.cpp" line="95"/>
        <source>new: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../data/ImportReport.cpp" line="96"/>
        <source>changed: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../data/ImportReport.cpp" line="97"/>
        <source>unchanged: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../data/ImportReport.cpp" line="99"/>
        <source>removed: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../data/ImportReport.cpp" line="101"/>
        <source>rejected: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../data/ImportReport.cpp" line="103"/>
        <source>skipped: %1 %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../data/ImportReport.cpp" line="123"/>
        <source>  rejected %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../data/ImportReport.cpp" line="126"/>
        <source>note: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>capplan::data::Importer</name>
    <message>
        <location filename="../data/CatalogImport.cpp" line="154"/>
        <source>a catalog is imported from one file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../data/CatalogImport.cpp" line="163"/>
        <source>cannot read the file: %1</source>
        <translation type="unfinished">die Datei kann nicht gelesen werden: %1</translation>
    </message>
    <message>
        <location filename="../data/Importers.cpp" line="144"/>
        <source>a string</source>
        <translation type="unfinished">eine Zeichenkette</translation>
    </message>
    <message>
        <location filename="../data/Importers.cpp" line="148"/>
        <source>a number</source>
        <translation type="unfinished">eine Zahl</translation>
    </message>
    <message>
        <location filename="../data/Importers.cpp" line="150"/>
        <source>true or false</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../data/Importers.cpp" line="152"/>
        <source>an object</source>
        <translation type="unfinished">ein Objekt</translation>
    </message>
    <message>
        <location filename="../data/Importers.cpp" line="154"/>
        <source>an array</source>
        <translation type="unfinished">ein Array</translation>
    </message>
    <message>
        <location filename="../data/Importers.cpp" line="156"/>
        <source>null</source>
        <translation type="unfinished">null</translation>
    </message>
    <message>
        <location filename="../data/Importers.cpp" line="158"/>
        <source>something else</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../data/Importers.cpp" line="165"/>
        <source>must be an object, not %1</source>
        <translation type="unfinished">muss ein Objekt sein, nicht %1</translation>
    </message>
    <message>
        <location filename="../data/Importers.cpp" line="175"/>
        <location filename="../data/SkuImport.cpp" line="53"/>
        <location filename="../data/UsageImport.cpp" line="157"/>
        <location filename="../data/UsageImport.cpp" line="224"/>
        <source>is missing</source>
        <translation type="unfinished">fehlt</translation>
    </message>
    <message>
        <location filename="../data/Importers.cpp" line="185"/>
        <location filename="../data/Importers.cpp" line="197"/>
        <source>must be a string, not %1</source>
        <translation type="unfinished">muss eine Zeichenkette sein, nicht %1</translation>
    </message>
    <message>
        <location filename="../data/Importers.cpp" line="206"/>
        <location filename="../data/Importers.cpp" line="218"/>
        <source>must be a number, not %1</source>
        <translation type="unfinished">muss eine Zahl sein, nicht %1</translation>
    </message>
    <message>
        <location filename="../data/Importers.cpp" line="230"/>
        <source>is too large</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../data/Importers.cpp" line="242"/>
        <source>is too large (got &quot;%1&quot;)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../data/Importers.cpp" line="245"/>
        <location filename="../data/SkuImport.cpp" line="39"/>
        <source>must be a whole number (got &quot;%1&quot;)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../data/Importers.cpp" line="250"/>
        <source>must be a whole number (got %1)</source>
        <translation type="unfinished">muss eine ganze Zahl sein (ist %1)</translation>
    </message>
    <message>
        <location filename="../data/Importers.cpp" line="252"/>
        <source>must be a whole number, not %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../data/Importers.cpp" line="433"/>
        <source>no file to import</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../data/Importers.cpp" line="441"/>
        <source>the import time &quot;%1&quot; is not an ISO date and time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../data/Importers.cpp" line="496"/>
        <source>Windows prices</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../data/Importers.cpp" line="499"/>
        <source>Dev/Test prices</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../data/Importers.cpp" line="502"/>
        <source>items that are not virtual machine sizes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../data/Importers.cpp" line="505"/>
        <source>prices without a region</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../data/Importers.cpp" line="508"/>
        <source>items given twice with the same value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../data/Importers.cpp" line="511"/>
        <source>prices replaced by a later effective date</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../data/Importers.cpp" line="514"/>
        <source>usage counters that are not vCPU quota</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../data/Importers.cpp" line="517"/>
        <source>per-workspace and per-cluster usage (already in the totals)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../data/Importers.cpp" line="520"/>
        <source>sizes without GPUs that the catalog does not list</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../data/PriceImport.cpp" line="80"/>
        <source>unknown price type &quot;%1&quot;; expected Consumption, Reservation or DevTestConsumption</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../data/PriceImport.cpp" line="87"/>
        <source>is &quot;%1&quot;; only prices per &quot;1 Hour&quot; are VM prices</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../data/PriceImport.cpp" line="98"/>
        <source>is missing (a Reservation item needs it)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../data/PriceImport.cpp" line="103"/>
        <location filename="../data/PriceImport.cpp" line="153"/>
        <source>unknown term &quot;%1&quot;; expected &quot;1 Year&quot; or &quot;3 Years&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../data/PriceImport.cpp" line="142"/>
        <location filename="../data/PriceImport.cpp" line="296"/>
        <location filename="../data/SkuImport.cpp" line="56"/>
        <source>must be an array, not %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../data/PriceImport.cpp" line="173"/>
        <source>&quot;%1&quot; is not a VM size in the catalog (%2 prices); import its size first (import skus)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../data/PriceImport.cpp" line="198"/>
        <source>must be greater than zero (got %1)</source>
        <translation type="unfinished">muss größer als null sein (ist %1)</translation>
    </message>
    <message>
        <location filename="../data/PriceImport.cpp" line="202"/>
        <source>is implausibly large (got %1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../data/PriceImport.cpp" line="226"/>
        <source>conflicts with other items for the same price</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../data/PriceImport.cpp" line="251"/>
        <source>%1 and %2 give different prices (%3 and %4) for %5</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../data/PriceImport.cpp" line="288"/>
        <source>a Retail Prices API page is a JSON object with &quot;Items&quot;, not %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../data/PriceImport.cpp" line="292"/>
        <source>is missing (a Retail Prices API page lists its prices there)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../data/PriceImport.cpp" line="308"/>
        <source>%1: Count says %2 items but the page has %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../data/PriceImport.cpp" line="326"/>
        <source>every page has a NextPageLink: the last page seems to be missing, so the prices may be incomplete</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../data/SkuImport.cpp" line="40"/>
        <source>must be a number (got &quot;%1&quot;)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../data/SkuImport.cpp" line="80"/>
        <source>has no vCPUs capability</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../data/SkuImport.cpp" line="83"/>
        <source>has no MemoryGB capability</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../data/SkuImport.cpp" line="148"/>
        <source>&quot;%1&quot; disagrees with %2 about its capabilities; the first is kept</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../data/SkuImport.cpp" line="156"/>
        <source>az vm list-skus -o json prints a JSON array, not %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../data/UsageImport.cpp" line="66"/>
        <source>conflicts with other items for the same quota</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../data/UsageImport.cpp" line="74"/>
        <source>%1 and %2 give different numbers for %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../data/UsageImport.cpp" line="110"/>
        <location filename="../data/UsageImport.cpp" line="276"/>
        <source>&quot;%1&quot; is not a region in the catalog</source>
        <translation type="unfinished">„%1“ ist keine Region im Katalog</translation>
    </message>
    <message>
        <location filename="../data/UsageImport.cpp" line="123"/>
        <location filename="../data/UsageImport.cpp" line="127"/>
        <source>must not be negative (got %1)</source>
        <translation type="unfinished">darf nicht negativ sein (ist %1)</translation>
    </message>
    <message>
        <location filename="../data/UsageImport.cpp" line="144"/>
        <source>az vm list-usage output does not name its region; give the region it was run for (--location)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../data/UsageImport.cpp" line="194"/>
        <source>az vm list-usage -o json prints a JSON array, not %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../data/UsageImport.cpp" line="257"/>
        <source>cannot tell whether &quot;%1&quot; counts dedicated or low-priority cores</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../data/UsageImport.cpp" line="282"/>
        <source>is missing and no region was given (--region)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../data/UsageImport.cpp" line="297"/>
        <source>az ml compute list-usage -o json prints a JSON array, not %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>capplan::data::JsonItemReader</name>
    <message>
        <location filename="../data/JsonItemReader.cpp" line="479"/>
        <source>is given twice</source>
        <translation type="unfinished">ist doppelt angegeben</translation>
    </message>
    <message>
        <location filename="../data/JsonItemReader.cpp" line="482"/>
        <source>must be a finite number</source>
        <translation type="unfinished">muss eine endliche Zahl sein</translation>
    </message>
    <message>
        <location filename="../data/JsonItemReader.cpp" line="487"/>
        <source>malformed JSON at line %1, column %2</source>
        <translation type="unfinished">fehlerhaftes JSON in Zeile %1, Spalte %2</translation>
    </message>
    <message>
        <location filename="../data/JsonItemReader.cpp" line="495"/>
        <source>%1: the file ends early (is it complete?)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../data/JsonItemReader.cpp" line="507"/>
        <source>cannot read the file: %1</source>
        <translation type="unfinished">die Datei kann nicht gelesen werden: %1</translation>
    </message>
</context>
<context>
    <name>capplan::data::NcclImport</name>
    <message>
        <location filename="../data/NcclImport.cpp" line="47"/>
        <source>line %1, column %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../data/NcclImport.cpp" line="52"/>
        <source>line %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../data/NcclImport.cpp" line="131"/>
        <source>“%1” is not a whole number (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../data/NcclImport.cpp" line="134"/>
        <location filename="../data/NcclImport.cpp" line="147"/>
        <source>“%1” must not be negative (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../data/NcclImport.cpp" line="144"/>
        <source>“%1” is not a number (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../data/NcclImport.cpp" line="171"/>
        <source>the row has %1 of %2 columns; the output looks truncated</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../data/NcclImport.cpp" line="177"/>
        <source>unexpected extra column “%1”</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../data/NcclImport.cpp" line="199"/>
        <location filename="../data/NcclImport.cpp" line="361"/>
        <source>the file is empty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../data/NcclImport.cpp" line="202"/>
        <source>not a text file: nccl-tests prints plain text</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../data/NcclImport.cpp" line="231"/>
        <source>unknown column layout; expected “size count type redop root time algbw busbw #wrong time algbw busbw #wrong”</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../data/NcclImport.cpp" line="240"/>
        <source>the average bus bandwidth has no value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../data/NcclImport.cpp" line="242"/>
        <source>average bus bandwidth</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../data/NcclImport.cpp" line="265"/>
        <source>no nccl-tests column header (“# size count type redop root time algbw busbw …”): not an nccl-tests output</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../data/NcclImport.cpp" line="271"/>
        <source>no data rows after the column header</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../data/NcclImport.cpp" line="274"/>
        <source>the output ends before the “# Avg bus bandwidth” footer: the run did not finish</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../data/NcclImport.cpp" line="296"/>
        <location filename="../data/NcclImport.cpp" line="465"/>
        <source>cannot open the file: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../data/NcclImport.cpp" line="364"/>
        <source>not a text file: an NCCL log is plain text</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../data/NcclImport.cpp" line="438"/>
        <source>not an NCCL_DEBUG=INFO log: no line contains “NCCL INFO”</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>capplan::data::PdfReport</name>
    <message>
        <location filename="../data/print/PdfReport.cpp" line="119"/>
        <source>1 node</source>
        <translation type="unfinished">1 Knoten</translation>
    </message>
    <message>
        <location filename="../data/print/PdfReport.cpp" line="119"/>
        <source>%1 nodes</source>
        <translation type="unfinished">%1 Knoten</translation>
    </message>
    <message>
        <location filename="../data/print/PdfReport.cpp" line="130"/>
        <source>%1 … (%2 in all)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../data/print/PdfReport.cpp" line="192"/>
        <source>%1 GPU-hours at full efficiency</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../data/print/PdfReport.cpp" line="195"/>
        <source>%1 tokens at %2 tokens/s per GPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../data/print/PdfReport.cpp" line="200"/>
        <source>%1 tokens, %2 parameters at %3 MFU of %4 TFLOP/s dense BF16 per GPU (6 · parameters · tokens FLOPs): %5 tokens/s per GPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../data/print/PdfReport.cpp" line="208"/>
        <source>%1, as of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../data/print/PdfReport.cpp" line="210"/>
        <source>%1 — unverified</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../data/print/PdfReport.cpp" line="218"/>
        <source>Recommendation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../data/print/PdfReport.cpp" line="235"/>
        <source>%1: %2, %3</source>
        <translation type="unfinished">%1: %2, %3</translation>
    </message>
    <message>
        <location filename="../data/print/PdfReport.cpp" line="241"/>
        <source>Deadline %1: no node count meets it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../data/print/PdfReport.cpp" line="242"/>
        <source>Deadline %1: met by %2 nodes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../data/print/PdfReport.cpp" line="245"/>
        <source>No deadline set.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../data/print/PdfReport.cpp" line="250"/>
        <source>Budget %1: no node count stays within it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../data/print/PdfReport.cpp" line="251"/>
        <source>Budget %1: kept by %2 nodes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../data/print/PdfReport.cpp" line="253"/>
        <source>No budget set.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../data/print/PdfReport.cpp" line="256"/>
        <source>Cheapest option: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../data/print/PdfReport.cpp" line="259"/>
        <source>Fastest option: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../data/print/PdfReport.cpp" line="261"/>
        <source>Rule: among the node counts that meet the deadline within the budget, the cheapest; a tie goes to fewer nodes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../data/print/PdfReport.cpp" line="272"/>
        <source>Options by node count</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../data/print/PdfReport.cpp" line="277"/>
        <location filename="../data/print/PdfReport.cpp" line="334"/>
        <location filename="../data/print/PdfReport.cpp" line="421"/>
        <location filename="../data/print/PdfReport.cpp" line="794"/>
        <source>Nodes</source>
        <translation type="unfinished">Knoten</translation>
    </message>
    <message>
        <location filename="../data/print/PdfReport.cpp" line="277"/>
        <source>GPUs</source>
        <translation type="unfinished">GPUs</translation>
    </message>
    <message>
        <location filename="../data/print/PdfReport.cpp" line="277"/>
        <location filename="../data/print/PdfReport.cpp" line="421"/>
        <source>Efficiency</source>
        <translation type="unfinished">Effizienz</translation>
    </message>
    <message>
        <location filename="../data/print/PdfReport.cpp" line="278"/>
        <source>Wall clock</source>
        <translation type="unfinished">Laufzeit</translation>
    </message>
    <message>
        <location filename="../data/print/PdfReport.cpp" line="278"/>
        <source>Node-hours</source>
        <translation type="unfinished">Knoten-h</translation>
    </message>
    <message>
        <location filename="../data/print/PdfReport.cpp" line="278"/>
        <location filename="../data/print/PdfReport.cpp" line="830"/>
        <source>Cost</source>
        <translation type="unfinished">Kosten</translation>
    </message>
    <message>
        <location filename="../data/print/PdfReport.cpp" line="279"/>
        <source>Quota cores</source>
        <translation type="unfinished">Kerne</translation>
    </message>
    <message>
        <location filename="../data/print/PdfReport.cpp" line="279"/>
        <source>Meets deadline</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../data/print/PdfReport.cpp" line="279"/>
        <source>Within budget</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../data/print/PdfReport.cpp" line="290"/>
        <source>%1 h</source>
        <translation type="unfinished">%1 h</translation>
    </message>
    <message>
        <location filename="../data/print/PdfReport.cpp" line="292"/>
        <location filename="../data/print/PdfReport.cpp" line="293"/>
        <source>yes</source>
        <translation type="unfinished">ja</translation>
    </message>
    <message>
        <location filename="../data/print/PdfReport.cpp" line="292"/>
        <location filename="../data/print/PdfReport.cpp" line="293"/>
        <source>no</source>
        <translation type="unfinished">nein</translation>
    </message>
    <message>
        <location filename="../data/print/PdfReport.cpp" line="297"/>
        <source>The recommended option is in bold. Per node count n with g GPUs and v vCPUs per node and efficiency e(n): compute hours = GPU-hours ÷ (n · g · e(n)); wall clock = compute hours ÷ goodput + overhead; cost = wall clock · n · price per node-hour; quota cores = n · v.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../data/print/PdfReport.cpp" line="306"/>
        <source>Findings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../data/print/PdfReport.cpp" line="309"/>
        <source>None: nothing in this plan calls for attention.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../data/print/PdfReport.cpp" line="316"/>
        <source>Error</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../data/print/PdfReport.cpp" line="317"/>
        <source>Warning</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../data/print/PdfReport.cpp" line="318"/>
        <source>Note</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../data/print/PdfReport.cpp" line="327"/>
        <location filename="../data/print/PdfReport.cpp" line="831"/>
        <source>Quota</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../data/print/PdfReport.cpp" line="329"/>
        <source>Azure counts quota in vCPU cores per VM family and region, dedicated and low-priority separately. This plan runs in the %1 family in %2 at the %3 tier (%4 vCPUs per node).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../data/print/PdfReport.cpp" line="334"/>
        <source>For</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../data/print/PdfReport.cpp" line="334"/>
        <source>Cores needed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../data/print/PdfReport.cpp" line="341"/>
        <source>the recommended option</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../data/print/PdfReport.cpp" line="347"/>
        <source>the largest option compared</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../data/print/PdfReport.cpp" line="353"/>
        <source>There is no recommendation; the options table lists the cores of every node count.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../data/print/PdfReport.cpp" line="370"/>
        <source>Plan inputs and assumptions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../data/print/PdfReport.cpp" line="374"/>
        <source>catalog price for %1, %2: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../data/print/PdfReport.cpp" line="378"/>
        <source>catalog price</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../data/print/PdfReport.cpp" line="380"/>
        <source>given in the plan</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../data/print/PdfReport.cpp" line="385"/>
        <source>%1 (the default)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../data/print/PdfReport.cpp" line="387"/>
        <source>from the workload</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../data/print/PdfReport.cpp" line="389"/>
        <source>peak: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../data/print/PdfReport.cpp" line="391"/>
        <location filename="../data/print/PdfReport.cpp" line="457"/>
        <location filename="../data/print/PdfReport.cpp" line="804"/>
        <source>none</source>
        <translation type="unfinished">keins</translation>
    </message>
    <message>
        <location filename="../data/print/PdfReport.cpp" line="393"/>
        <source>VM size</source>
        <translation type="unfinished">VM-Größe</translation>
    </message>
    <message>
        <location filename="../data/print/PdfReport.cpp" line="393"/>
        <source>%1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../data/print/PdfReport.cpp" line="395"/>
        <source>Region and tier</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../data/print/PdfReport.cpp" line="395"/>
        <source>%1, %2</source>
        <translation type="unfinished">%1: %2 {1,?}</translation>
    </message>
    <message>
        <location filename="../data/print/PdfReport.cpp" line="397"/>
        <location filename="../data/print/PdfReport.cpp" line="830"/>
        <source>Price per node-hour</source>
        <translation type="unfinished">Preis pro Knotenstunde</translation>
    </message>
    <message>
        <location filename="../data/print/PdfReport.cpp" line="398"/>
        <source>Workload</source>
        <translation type="unfinished">Workload</translation>
    </message>
    <message>
        <location filename="../data/print/PdfReport.cpp" line="399"/>
        <source>Work at full efficiency</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../data/print/PdfReport.cpp" line="400"/>
        <source>%1 GPU-hours</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../data/print/PdfReport.cpp" line="401"/>
        <source>Goodput</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../data/print/PdfReport.cpp" line="402"/>
        <source>share of the wall clock spent training</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../data/print/PdfReport.cpp" line="403"/>
        <source>Overhead</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../data/print/PdfReport.cpp" line="404"/>
        <source>startup, image pull, final checkpoint</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../data/print/PdfReport.cpp" line="405"/>
        <source>Deadline</source>
        <translation type="unfinished">Frist</translation>
    </message>
    <message>
        <location filename="../data/print/PdfReport.cpp" line="407"/>
        <source>Budget</source>
        <translation type="unfinished">Budget</translation>
    </message>
    <message>
        <location filename="../data/print/PdfReport.cpp" line="408"/>
        <source>Node counts compared</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../data/print/PdfReport.cpp" line="410"/>
        <source>Input</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../data/print/PdfReport.cpp" line="410"/>
        <location filename="../data/print/PdfReport.cpp" line="468"/>
        <source>Value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../data/print/PdfReport.cpp" line="410"/>
        <location filename="../data/print/PdfReport.cpp" line="468"/>
        <source>Source</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../data/print/PdfReport.cpp" line="412"/>
        <source>Scaling efficiency</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../data/print/PdfReport.cpp" line="414"/>
        <source>Efficiency is speedup ÷ nodes. Between the given points it is linear in log2(nodes); beyond the last point it continues the last segment&apos;s slope per doubling; it stays within 1 % and 100 %.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../data/print/PdfReport.cpp" line="421"/>
        <source>Speedup</source>
        <translation type="unfinished">Beschl.</translation>
    </message>
    <message>
        <location filename="../data/print/PdfReport.cpp" line="428"/>
        <source>Size facts: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../data/print/PdfReport.cpp" line="429"/>
        <source>%1 GiB</source>
        <translation type="unfinished">%1 GiB</translation>
    </message>
    <message>
        <location filename="../data/print/PdfReport.cpp" line="430"/>
        <source>%1 Gb/s</source>
        <translation type="unfinished">%1 Gb/s</translation>
    </message>
    <message>
        <location filename="../data/print/PdfReport.cpp" line="440"/>
        <source>%1, unverified</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../data/print/PdfReport.cpp" line="446"/>
        <source>%1 × %2</source>
        <translation type="unfinished">%1 × %2</translation>
    </message>
    <message>
        <location filename="../data/print/PdfReport.cpp" line="451"/>
        <source>%1 per GPU</source>
        <translation type="unfinished">%1 pro GPU</translation>
    </message>
    <message>
        <location filename="../data/print/PdfReport.cpp" line="456"/>
        <source>%1 (%2 per VM)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../data/print/PdfReport.cpp" line="464"/>
        <source>%1, retirement date %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../data/print/PdfReport.cpp" line="468"/>
        <source>Fact</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../data/print/PdfReport.cpp" line="468"/>
        <source>As of</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../data/print/PdfReport.cpp" line="471"/>
        <source>Values in orange italics have not been confirmed against their source.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../data/print/PdfReport.cpp" line="479"/>
        <source>the report needs a plan, its evaluation and its VM size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../data/print/PdfReport.cpp" line="486"/>
        <source>the plan has errors, so there is nothing to report: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../data/print/PdfReport.cpp" line="490"/>
        <source>the VM size %1 is not the plan&apos;s size %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../data/print/PdfReport.cpp" line="493"/>
        <location filename="../data/print/PdfReport.cpp" line="700"/>
        <source>(unnamed plan)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../data/print/PdfReport.cpp" line="498"/>
        <source>Capacity plan report, generated on %1 by GPU Capacity Planner.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../data/print/PdfReport.cpp" line="502"/>
        <source>Catalog: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../data/print/PdfReport.cpp" line="506"/>
        <source>%1 in %2, %3 tier, %4 per node-hour.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../data/print/PdfReport.cpp" line="511"/>
        <source>Wall clock and cost by node count</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../data/print/PdfReport.cpp" line="643"/>
        <source>printing the report needs a QGuiApplication (fonts)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../data/print/PdfReport.cpp" line="693"/>
        <source>cannot draw on the page</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../data/print/PdfReport.cpp" line="700"/>
        <source>%1 · %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../data/print/PdfReport.cpp" line="705"/>
        <source>cannot start page %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../data/print/PdfReport.cpp" line="727"/>
        <source>Page %1 of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../data/print/PdfReport.cpp" line="746"/>
        <source>Capacity plan: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../data/print/PdfReport.cpp" line="771"/>
        <location filename="../data/print/PdfReport.cpp" line="774"/>
        <source>cannot write the report: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../data/print/PdfReport.cpp" line="791"/>
        <source>Risk, %1: %2 trials per node count, seed %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../data/print/PdfReport.cpp" line="794"/>
        <source>P(deadline)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../data/print/PdfReport.cpp" line="794"/>
        <source>Expected</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../data/print/PdfReport.cpp" line="795"/>
        <source>P50</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../data/print/PdfReport.cpp" line="795"/>
        <source>P90</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../data/print/PdfReport.cpp" line="795"/>
        <source>Expected cost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../data/print/PdfReport.cpp" line="796"/>
        <source>P90 cost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../data/print/PdfReport.cpp" line="796"/>
        <source>Checkpoint every</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../data/print/PdfReport.cpp" line="809"/>
        <source>Recommendation at %1 confidence</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../data/print/PdfReport.cpp" line="827"/>
        <source>Regions: the cheapest with enough quota is %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../data/print/PdfReport.cpp" line="829"/>
        <source>Regions (no region is known to have enough quota)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../data/print/PdfReport.cpp" line="830"/>
        <source>Region</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../data/print/PdfReport.cpp" line="836"/>
        <source>enough</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../data/print/PdfReport.cpp" line="839"/>
        <source>%1 cores short</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../data/print/PdfReport.cpp" line="842"/>
        <source>unknown</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>capplan::data::PlanFile</name>
    <message>
        <location filename="../data/PlanFile.cpp" line="54"/>
        <source>null</source>
        <translation>null</translation>
    </message>
    <message>
        <location filename="../data/PlanFile.cpp" line="56"/>
        <source>a boolean</source>
        <translation>ein boolescher Wert</translation>
    </message>
    <message>
        <location filename="../data/PlanFile.cpp" line="58"/>
        <source>a string</source>
        <translation>eine Zeichenkette</translation>
    </message>
    <message>
        <location filename="../data/PlanFile.cpp" line="60"/>
        <source>an array</source>
        <translation>ein Array</translation>
    </message>
    <message>
        <location filename="../data/PlanFile.cpp" line="62"/>
        <source>an object</source>
        <translation>ein Objekt</translation>
    </message>
    <message>
        <location filename="../data/PlanFile.cpp" line="64"/>
        <source>a number</source>
        <translation>eine Zahl</translation>
    </message>
    <message>
        <location filename="../data/PlanFile.cpp" line="71"/>
        <source>must be an object, not %1</source>
        <translation>muss ein Objekt sein, nicht %1</translation>
    </message>
    <message>
        <location filename="../data/PlanFile.cpp" line="80"/>
        <source>unknown field</source>
        <translation>unbekanntes Feld</translation>
    </message>
    <message>
        <location filename="../data/PlanFile.cpp" line="88"/>
        <source>must be a number, not %1</source>
        <translation>muss eine Zahl sein, nicht %1</translation>
    </message>
    <message>
        <location filename="../data/PlanFile.cpp" line="92"/>
        <location filename="../data/PlanFile.cpp" line="714"/>
        <source>must be a finite number</source>
        <translation>muss eine endliche Zahl sein</translation>
    </message>
    <message>
        <location filename="../data/PlanFile.cpp" line="101"/>
        <source>must be greater than zero (got %1)</source>
        <translation>muss größer als null sein (ist %1)</translation>
    </message>
    <message>
        <location filename="../data/PlanFile.cpp" line="110"/>
        <source>must not be negative (got %1)</source>
        <translation>darf nicht negativ sein (ist %1)</translation>
    </message>
    <message>
        <location filename="../data/PlanFile.cpp" line="119"/>
        <source>must be a whole number (got %1)</source>
        <translation>muss eine ganze Zahl sein (ist %1)</translation>
    </message>
    <message>
        <location filename="../data/PlanFile.cpp" line="127"/>
        <source>must be a string, not %1</source>
        <translation>muss eine Zeichenkette sein, nicht %1</translation>
    </message>
    <message>
        <location filename="../data/PlanFile.cpp" line="136"/>
        <source>is missing</source>
        <translation>fehlt</translation>
    </message>
    <message>
        <location filename="../data/PlanFile.cpp" line="151"/>
        <source>needs one of: gpu_hours; tokens + tokens_per_gpu_second; tokens + parameters + mfu</source>
        <translation>benötigt eine dieser Angaben: gpu_hours; tokens + tokens_per_gpu_second; tokens + parameters + mfu</translation>
    </message>
    <message>
        <location filename="../data/PlanFile.cpp" line="154"/>
        <source>gives more than one workload form; use exactly one of: gpu_hours; tokens + tokens_per_gpu_second; tokens + parameters + mfu</source>
        <translation>enthält mehr als eine Workload-Form; verwenden Sie genau eine dieser Angaben: gpu_hours; tokens + tokens_per_gpu_second; tokens + parameters + mfu</translation>
    </message>
    <message>
        <location filename="../data/PlanFile.cpp" line="159"/>
        <source>cannot be combined with gpu_hours</source>
        <translation>kann nicht mit gpu_hours kombiniert werden</translation>
    </message>
    <message>
        <location filename="../data/PlanFile.cpp" line="170"/>
        <source>is missing (or give parameters + mfu instead)</source>
        <translation>fehlt (oder geben Sie stattdessen parameters + mfu an)</translation>
    </message>
    <message>
        <location filename="../data/PlanFile.cpp" line="175"/>
        <location filename="../data/PlanFile.cpp" line="529"/>
        <source>must be a fraction in (0, 1] (got %1)</source>
        <translation>muss ein Anteil in (0, 1] sein (ist %1)</translation>
    </message>
    <message>
        <location filename="../data/PlanFile.cpp" line="189"/>
        <location filename="../data/PlanFile.cpp" line="541"/>
        <source>needs at least one node count</source>
        <translation>benötigt mindestens eine Knotenzahl</translation>
    </message>
    <message>
        <location filename="../data/PlanFile.cpp" line="199"/>
        <source>the key must be a node count from 1 to %1</source>
        <translation>der Schlüssel muss eine Knotenzahl von 1 bis %1 sein</translation>
    </message>
    <message>
        <location filename="../data/PlanFile.cpp" line="203"/>
        <source>efficiency must be in (0, 1] (got %1)</source>
        <translation>die Effizienz muss in (0, 1] liegen (ist %1)</translation>
    </message>
    <message>
        <location filename="../data/PlanFile.cpp" line="213"/>
        <source>must be true or false, not %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../data/PlanFile.cpp" line="344"/>
        <source>must be an array of measurements, not %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../data/PlanFile.cpp" line="466"/>
        <source>must be &quot;%1&quot;</source>
        <translation>muss &quot;%1&quot; sein</translation>
    </message>
    <message>
        <location filename="../data/PlanFile.cpp" line="470"/>
        <source>must be 1 or later (got %1)</source>
        <translation>muss 1 oder höher sein (ist %1)</translation>
    </message>
    <message>
        <location filename="../data/PlanFile.cpp" line="474"/>
        <source>this file needs a newer version of the application (plan version %1, this one reads up to %2)</source>
        <translation>diese Datei benötigt eine neuere Version der Anwendung (Planversion %1, diese Version liest bis %2)</translation>
    </message>
    <message>
        <location filename="../data/PlanFile.cpp" line="481"/>
        <location filename="../data/PlanFile.cpp" line="517"/>
        <source>needs plan version 2 or later (the file says version %1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../data/PlanFile.cpp" line="489"/>
        <source>must name a VM size</source>
        <translation>muss eine VM-Größe angeben</translation>
    </message>
    <message>
        <location filename="../data/PlanFile.cpp" line="493"/>
        <source>must name a region</source>
        <translation>muss eine Region angeben</translation>
    </message>
    <message>
        <location filename="../data/PlanFile.cpp" line="498"/>
        <source>must be &quot;dedicated&quot; or &quot;low_priority&quot;</source>
        <translation>muss &quot;dedicated&quot; oder &quot;low_priority&quot; sein</translation>
    </message>
    <message>
        <location filename="../data/PlanFile.cpp" line="513"/>
        <source>must be &quot;table&quot; or &quot;fabric&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../data/PlanFile.cpp" line="538"/>
        <source>must be an array of node counts, not %1</source>
        <translation>muss ein Array von Knotenzahlen sein, nicht %1</translation>
    </message>
    <message>
        <location filename="../data/PlanFile.cpp" line="548"/>
        <source>must be a node count from 1 to %1 (got %2)</source>
        <translation>muss eine Knotenzahl von 1 bis %1 sein (ist %2)</translation>
    </message>
    <message>
        <location filename="../data/PlanFile.cpp" line="551"/>
        <source>node count %1 is listed twice</source>
        <translation>Knotenzahl %1 ist doppelt aufgeführt</translation>
    </message>
    <message>
        <location filename="../data/PlanFile.cpp" line="711"/>
        <source>is given twice</source>
        <translation>ist doppelt angegeben</translation>
    </message>
    <message>
        <location filename="../data/PlanFile.cpp" line="718"/>
        <source>malformed JSON at line %1, column %2</source>
        <translation>fehlerhaftes JSON in Zeile %1, Spalte %2</translation>
    </message>
    <message>
        <location filename="../data/PlanFile.cpp" line="739"/>
        <source>cannot read the file: %1</source>
        <translation>die Datei kann nicht gelesen werden: %1</translation>
    </message>
    <message>
        <location filename="../data/PlanFile.cpp" line="899"/>
        <location filename="../data/PlanFile.cpp" line="905"/>
        <source>cannot write the file: %1</source>
        <translation>die Datei kann nicht geschrieben werden: %1</translation>
    </message>
    <message>
        <location filename="../data/PlanFile.cpp" line="910"/>
        <source>cannot save the file: %1</source>
        <translation>die Datei kann nicht gespeichert werden: %1</translation>
    </message>
</context>
<context>
    <name>capplan::data::Texts</name>
    <message>
        <location filename="../data/Report.cpp" line="269"/>
        <source>Plan %1: %2 in %3 (%4), %5 per node-hour%6</source>
        <translation>Plan %1: %2 in %3 (%4), %5 pro Knotenstunde%6</translation>
    </message>
    <message>
        <location filename="../data/Report.cpp" line="270"/>
        <source>(unnamed)</source>
        <translation>(unbenannt)</translation>
    </message>
    <message>
        <location filename="../data/Report.cpp" line="272"/>
        <source> (catalog)</source>
        <translation> (Katalog)</translation>
    </message>
    <message>
        <location filename="../data/Report.cpp" line="274"/>
        <source>Work: %1 GPU-hours at full efficiency</source>
        <translation>Aufwand: %1 GPU-Stunden bei voller Effizienz</translation>
    </message>
    <message>
        <location filename="../data/Report.cpp" line="276"/>
        <source> (%1 tokens/s per GPU)</source>
        <translation> (%1 Tokens/s pro GPU)</translation>
    </message>
    <message>
        <location filename="../data/Report.cpp" line="279"/>
        <location filename="../data/Report.cpp" line="298"/>
        <source>nodes</source>
        <translation>Knoten</translation>
    </message>
    <message>
        <location filename="../data/Report.cpp" line="279"/>
        <location filename="../data/Report.cpp" line="406"/>
        <source>GPUs</source>
        <translation>GPUs</translation>
    </message>
    <message>
        <location filename="../data/Report.cpp" line="279"/>
        <source>efficiency</source>
        <translation>Effizienz</translation>
    </message>
    <message>
        <location filename="../data/Report.cpp" line="280"/>
        <source>speedup</source>
        <translation>Beschleunigung</translation>
    </message>
    <message>
        <location filename="../data/Report.cpp" line="280"/>
        <source>compute</source>
        <translation>Rechenzeit</translation>
    </message>
    <message>
        <location filename="../data/Report.cpp" line="280"/>
        <source>wall clock</source>
        <translation>Laufzeit</translation>
    </message>
    <message>
        <location filename="../data/Report.cpp" line="281"/>
        <source>node-hours</source>
        <translation>Knotenstunden</translation>
    </message>
    <message>
        <location filename="../data/Report.cpp" line="281"/>
        <source>cost</source>
        <translation>Kosten</translation>
    </message>
    <message>
        <location filename="../data/Report.cpp" line="281"/>
        <source>quota cores</source>
        <translation>Kontingentkerne</translation>
    </message>
    <message>
        <location filename="../data/Report.cpp" line="282"/>
        <source>deadline</source>
        <translation>Frist</translation>
    </message>
    <message>
        <location filename="../data/Report.cpp" line="282"/>
        <source>budget</source>
        <translation>Budget</translation>
    </message>
    <message>
        <location filename="../data/Report.cpp" line="290"/>
        <location filename="../data/Report.cpp" line="291"/>
        <source>yes</source>
        <translation>ja</translation>
    </message>
    <message>
        <location filename="../data/Report.cpp" line="290"/>
        <location filename="../data/Report.cpp" line="291"/>
        <source>no</source>
        <translation>nein</translation>
    </message>
    <message>
        <location filename="../data/Report.cpp" line="296"/>
        <source>Risk: %1 trials per node count, seed %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../data/Report.cpp" line="298"/>
        <location filename="../data/Report.cpp" line="435"/>
        <source>tier</source>
        <translation type="unfinished">Tarif</translation>
    </message>
    <message>
        <location filename="../data/Report.cpp" line="298"/>
        <source>P(deadline)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../data/Report.cpp" line="299"/>
        <source>expected</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../data/Report.cpp" line="299"/>
        <source>P50</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../data/Report.cpp" line="299"/>
        <source>P90</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../data/Report.cpp" line="300"/>
        <source>expected cost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../data/Report.cpp" line="300"/>
        <source>P90 cost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../data/Report.cpp" line="300"/>
        <source>checkpoint every</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../data/Report.cpp" line="406"/>
        <source>size</source>
        <translation>VM-Größe</translation>
    </message>
    <message>
        <location filename="../data/Report.cpp" line="406"/>
        <location filename="../data/Texts.cpp" line="393"/>
        <source>vCPUs</source>
        <translation>vCPUs</translation>
    </message>
    <message>
        <location filename="../data/Report.cpp" line="407"/>
        <location filename="../data/Texts.cpp" line="405"/>
        <source>GPU memory</source>
        <translation>GPU-Speicher</translation>
    </message>
    <message>
        <location filename="../data/Report.cpp" line="407"/>
        <source>BF16 TFLOP/s</source>
        <translation>BF16-TFLOP/s</translation>
    </message>
    <message>
        <location filename="../data/Report.cpp" line="407"/>
        <source>IB Gb/s per GPU</source>
        <translation>IB Gb/s pro GPU</translation>
    </message>
    <message>
        <location filename="../data/Report.cpp" line="408"/>
        <location filename="../data/Report.cpp" line="435"/>
        <location filename="../data/Texts.cpp" line="417"/>
        <source>quota family</source>
        <translation>Kontingentfamilie</translation>
    </message>
    <message>
        <location filename="../data/Report.cpp" line="408"/>
        <location filename="../data/Texts.cpp" line="420"/>
        <source>status</source>
        <translation>Status</translation>
    </message>
    <message>
        <location filename="../data/Report.cpp" line="408"/>
        <source>dedicated price per hour</source>
        <translation>dedizierter Preis pro Stunde</translation>
    </message>
    <message>
        <location filename="../data/Report.cpp" line="428"/>
        <source>%1 GiB</source>
        <translation>%1 GiB</translation>
    </message>
    <message>
        <location filename="../data/Report.cpp" line="435"/>
        <source>region</source>
        <translation type="unfinished">Region</translation>
    </message>
    <message>
        <location filename="../data/Report.cpp" line="436"/>
        <source>used</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../data/Report.cpp" line="436"/>
        <source>limit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../data/Report.cpp" line="436"/>
        <source>as of</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../data/Report.cpp" line="440"/>
        <source>no limit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../data/Report.cpp" line="442"/>
        <source>(regional total)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../data/Report.cpp" line="419"/>
        <source> (unverified)</source>
        <translation> (ungeprüft)</translation>
    </message>
    <message>
        <location filename="../data/Report.cpp" line="310"/>
        <location filename="../data/Report.cpp" line="430"/>
        <source>none</source>
        <translation>keins</translation>
    </message>
    <message>
        <location filename="../data/Texts.cpp" line="41"/>
        <location filename="../data/Texts.cpp" line="63"/>
        <source>%1 h</source>
        <extracomment>hours with one decimal, e.g. &quot;12.4 h&quot;</extracomment>
        <translation>%1 h</translation>
    </message>
    <message>
        <location filename="../data/Texts.cpp" line="57"/>
        <source>%1 %</source>
        <extracomment>a percentage, e.g. &quot;85 %&quot;</extracomment>
        <translation>%1 %</translation>
    </message>
    <message>
        <location filename="../data/Texts.cpp" line="74"/>
        <source>1 node</source>
        <translation>1 Knoten</translation>
    </message>
    <message>
        <location filename="../data/Texts.cpp" line="74"/>
        <source>%1 nodes</source>
        <translation>%1 Knoten</translation>
    </message>
    <message>
        <location filename="../data/Texts.cpp" line="97"/>
        <source>is missing</source>
        <translation>fehlt</translation>
    </message>
    <message>
        <location filename="../data/Texts.cpp" line="99"/>
        <source>must be greater than zero (got %1)</source>
        <translation>muss größer als null sein (ist %1)</translation>
    </message>
    <message>
        <location filename="../data/Texts.cpp" line="101"/>
        <source>must not be negative (got %1)</source>
        <translation>darf nicht negativ sein (ist %1)</translation>
    </message>
    <message>
        <location filename="../data/Texts.cpp" line="103"/>
        <source>must be a finite number</source>
        <translation>muss eine endliche Zahl sein</translation>
    </message>
    <message>
        <location filename="../data/Texts.cpp" line="107"/>
        <source>must divide the %1 GPUs of a node (got %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../data/Texts.cpp" line="110"/>
        <source>pipeline stages cannot be combined with ZeRO-2, ZeRO-3 or FSDP (got %1 stages)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../data/Texts.cpp" line="112"/>
        <source>must be from %1 to %2 (got %3)</source>
        <translation>muss zwischen %1 und %2 liegen (ist %3)</translation>
    </message>
    <message>
        <location filename="../data/Texts.cpp" line="114"/>
        <source>must be at most %1 (got %2)</source>
        <translation>darf höchstens %1 sein (ist %2)</translation>
    </message>
    <message>
        <location filename="../data/Texts.cpp" line="116"/>
        <source>needs at least one node count with its efficiency</source>
        <translation>braucht mindestens eine Knotenzahl mit ihrer Effizienz</translation>
    </message>
    <message>
        <location filename="../data/Texts.cpp" line="118"/>
        <source>efficiency must be in (0, 1] (got %1)</source>
        <translation>die Effizienz muss in (0, 1] liegen (ist %1)</translation>
    </message>
    <message>
        <location filename="../data/Texts.cpp" line="120"/>
        <source>must be a node count from %1 to %2 (got %3)</source>
        <translation>muss eine Knotenzahl von %1 bis %2 sein (ist %3)</translation>
    </message>
    <message>
        <location filename="../data/Texts.cpp" line="122"/>
        <source>node count %1 is listed twice</source>
        <translation>Knotenzahl %1 ist doppelt aufgeführt</translation>
    </message>
    <message>
        <location filename="../data/Texts.cpp" line="124"/>
        <source>&quot;%1&quot; is not a VM size in the catalog</source>
        <translation>„%1“ ist keine VM-Größe im Katalog</translation>
    </message>
    <message>
        <location filename="../data/Texts.cpp" line="126"/>
        <source>&quot;%1&quot; is not a region in the catalog</source>
        <translation>„%1“ ist keine Region im Katalog</translation>
    </message>
    <message>
        <location filename="../data/Texts.cpp" line="128"/>
        <source>the catalog has no price for this size in &quot;%1&quot; at this tier; choose another region or give price_per_node_hour</source>
        <translation>der Katalog hat für diese VM-Größe in „%1“ keinen Preis in diesem Tarif; wählen Sie eine andere Region oder geben Sie price_per_node_hour an</translation>
    </message>
    <message>
        <location filename="../data/Texts.cpp" line="132"/>
        <source>the catalog has no peak TFLOP/s for &quot;%1&quot;, so MFU cannot be turned into a throughput; give tokens_per_gpu_second instead</source>
        <translation>der Katalog kennt keine Spitzenleistung (TFLOP/s) für „%1“, daher lässt sich MFU nicht in einen Durchsatz umrechnen; geben Sie stattdessen tokens_per_gpu_second an</translation>
    </message>
    <message>
        <location filename="../data/Texts.cpp" line="136"/>
        <source>the inputs give a result too large to compute</source>
        <translation>die Eingaben ergeben ein zu großes Ergebnis, um es zu berechnen</translation>
    </message>
    <message>
        <location filename="../data/Texts.cpp" line="138"/>
        <source>&quot;%1&quot; has no GPUs or no vCPUs in the catalog</source>
        <translation>„%1“ hat im Katalog keine GPUs oder keine vCPUs</translation>
    </message>
    <message>
        <location filename="../data/Texts.cpp" line="140"/>
        <source>is not valid</source>
        <translation>ist ungültig</translation>
    </message>
    <message>
        <location filename="../data/Texts.cpp" line="147"/>
        <source>At %1 confidence (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../data/Texts.cpp" line="149"/>
        <source>%1: expected %2, %3; %4 chance to finish by the deadline</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../data/Texts.cpp" line="154"/>
        <source>%1: %2 — the cheapest expected cost that meets the %3 deadline with at least %4 probability.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../data/Texts.cpp" line="157"/>
        <source>%1: %2 — the cheapest expected cost within the %3 budget.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../data/Texts.cpp" line="160"/>
        <source>%1: %2 — the cheapest expected cost, failures and restarts included (%3).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../data/Texts.cpp" line="164"/>
        <source>%1: no recommendation — no node count meets the %2 deadline with %3 probability. The most likely is %4 at %5.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../data/Texts.cpp" line="169"/>
        <source>%1: no recommendation — no node count meets the %2 deadline with %3 probability.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../data/Texts.cpp" line="172"/>
        <source>%1: no recommendation — the node counts likely enough to meet the deadline cost more than the %2 budget; the cheapest of them, %3, expects %4.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../data/Texts.cpp" line="177"/>
        <source>%1: no recommendation — interruptions are so frequent that no node count is expected to finish.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../data/Texts.cpp" line="180"/>
        <source>%1: no recommendation — there are no node counts to compare.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../data/Texts.cpp" line="189"/>
        <source>%1: %2, %3</source>
        <translation>%1: %2, %3</translation>
    </message>
    <message>
        <location filename="../data/Texts.cpp" line="197"/>
        <source>the cheapest option that meets the %1 deadline within the %2 budget.</source>
        <translation>die günstigste Option, die die Frist von %1 im Budget von %2 einhält.</translation>
    </message>
    <message>
        <location filename="../data/Texts.cpp" line="200"/>
        <source>the cheapest option that meets the %1 deadline.</source>
        <translation>die günstigste Option, die die Frist von %1 einhält.</translation>
    </message>
    <message>
        <location filename="../data/Texts.cpp" line="202"/>
        <source>the cheapest option within the %1 budget.</source>
        <translation>die günstigste Option im Budget von %1.</translation>
    </message>
    <message>
        <location filename="../data/Texts.cpp" line="204"/>
        <source>the cheapest option (no deadline or budget set).</source>
        <translation>die günstigste Option (weder Frist noch Budget festgelegt).</translation>
    </message>
    <message>
        <location filename="../data/Texts.cpp" line="206"/>
        <source>%1 — %2</source>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <location filename="../data/Texts.cpp" line="211"/>
        <source>%1 would finish in %2 for %3 more.</source>
        <translation>Mit %1 wäre der Lauf in %2 fertig, bei %3 höheren Kosten.</translation>
    </message>
    <message>
        <location filename="../data/Texts.cpp" line="212"/>
        <source>%1 would finish in %2 for %3 less.</source>
        <translation>Mit %1 wäre der Lauf in %2 fertig, bei %3 geringeren Kosten.</translation>
    </message>
    <message>
        <location filename="../data/Texts.cpp" line="218"/>
        <source>No recommendation: no node count meets the %1 deadline. The fastest option is %2.</source>
        <translation>Keine Empfehlung: Keine Knotenzahl hält die Frist von %1 ein. Die schnellste Option ist %2.</translation>
    </message>
    <message>
        <location filename="../data/Texts.cpp" line="221"/>
        <source>No recommendation: no node count stays within the %1 budget. The cheapest option is %2; the fastest is %3.</source>
        <translation>Keine Empfehlung: Keine Knotenzahl bleibt im Budget von %1. Die günstigste Option ist %2; die schnellste ist %3.</translation>
    </message>
    <message>
        <location filename="../data/Texts.cpp" line="225"/>
        <source>No recommendation: no node count meets the %1 deadline within the %2 budget. The fastest option is %3; the cheapest is %4.</source>
        <translation>Keine Empfehlung: Keine Knotenzahl hält die Frist von %1 im Budget von %2 ein. Die schnellste Option ist %3; die günstigste ist %4.</translation>
    </message>
    <message>
        <location filename="../data/Texts.cpp" line="230"/>
        <source>No recommendation: no node count meets the %1 deadline, and none stays within the %2 budget. The fastest option is %3; the cheapest is %4.</source>
        <translation>Keine Empfehlung: Keine Knotenzahl hält die Frist von %1 ein, und keine bleibt im Budget von %2. Die schnellste Option ist %3; die günstigste ist %4.</translation>
    </message>
    <message>
        <location filename="../data/Texts.cpp" line="235"/>
        <source>No recommendation: there are no node counts to compare.</source>
        <translation>Keine Empfehlung: Es gibt keine Knotenzahlen zum Vergleichen.</translation>
    </message>
    <message>
        <location filename="../data/Texts.cpp" line="244"/>
        <source>No InfiniBand</source>
        <translation>Kein InfiniBand</translation>
    </message>
    <message>
        <location filename="../data/Texts.cpp" line="246"/>
        <source>Retired size</source>
        <translation>Eingestellte VM-Größe</translation>
    </message>
    <message>
        <location filename="../data/Texts.cpp" line="248"/>
        <source>No feasible option</source>
        <translation>Keine zulässige Option</translation>
    </message>
    <message>
        <location filename="../data/Texts.cpp" line="250"/>
        <source>Unverified value</source>
        <translation>Ungeprüfter Wert</translation>
    </message>
    <message>
        <location filename="../data/Texts.cpp" line="252"/>
        <source>Communication-bound</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../data/Texts.cpp" line="254"/>
        <source>TCP fallback risk</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../data/Texts.cpp" line="256"/>
        <source>Network bottleneck</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../data/Texts.cpp" line="258"/>
        <source>Batch too small</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../data/Texts.cpp" line="260"/>
        <source>Does not fit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../data/Texts.cpp" line="262"/>
        <source>TCP fallback</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../data/Texts.cpp" line="264"/>
        <source>Quota exceeded</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../data/Texts.cpp" line="266"/>
        <source>Quota unknown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../data/Texts.cpp" line="268"/>
        <source>Quota held when idle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../data/Texts.cpp" line="279"/>
        <source>%1 has no InfiniBand: across nodes NCCL falls back to TCP over Ethernet (%2 Gb/s per VM)</source>
        <translation>%1 hat kein InfiniBand: Zwischen Knoten weicht NCCL auf TCP über Ethernet aus (%2 Gb/s pro VM)</translation>
    </message>
    <message>
        <location filename="../data/Texts.cpp" line="282"/>
        <source>, roughly %1× less bandwidth than the %2 Tb/s InfiniBand of one ND H100 v5 VM</source>
        <translation>, etwa %1× weniger Bandbreite als die %2 Tb/s InfiniBand einer ND-H100-v5-VM</translation>
    </message>
    <message>
        <location filename="../data/Texts.cpp" line="285"/>
        <source>. Adding nodes can make training slower, not faster; use an ND size with InfiniBand for multi-node runs.</source>
        <translation>. Zusätzliche Knoten können das Training verlangsamen statt beschleunigen; verwenden Sie für Läufe über mehrere Knoten eine ND-VM-Größe mit InfiniBand.</translation>
    </message>
    <message>
        <location filename="../data/Texts.cpp" line="291"/>
        <source>%1 is retired: clusters on it must be recreated on a current size.</source>
        <translation>%1 ist eingestellt: Cluster darauf müssen auf einer aktuellen VM-Größe neu erstellt werden.</translation>
    </message>
    <message>
        <location filename="../data/Texts.cpp" line="293"/>
        <source>%1 was retired on %2: clusters on it must be recreated on a current size.</source>
        <translation>%1 wurde am %2 eingestellt: Cluster darauf müssen auf einer aktuellen VM-Größe neu erstellt werden.</translation>
    </message>
    <message>
        <location filename="../data/Texts.cpp" line="298"/>
        <source>%1 at %2 (%3)</source>
        <translation>%1 in %2 (%3)</translation>
    </message>
    <message>
        <location filename="../data/Texts.cpp" line="303"/>
        <source>No option meets the %1 deadline; the fastest is %2.</source>
        <translation>Keine Option hält die Frist von %1 ein; die schnellste ist %2.</translation>
    </message>
    <message>
        <location filename="../data/Texts.cpp" line="307"/>
        <source>No option stays within the %1 budget; the cheapest is %2.</source>
        <translation>Keine Option bleibt im Budget von %1; die günstigste ist %2.</translation>
    </message>
    <message>
        <location filename="../data/Texts.cpp" line="309"/>
        <source>%1 at %2</source>
        <translation>%1 für %2</translation>
    </message>
    <message>
        <location filename="../data/Texts.cpp" line="312"/>
        <source>No option meets both the deadline and the budget; the fastest is %1.</source>
        <translation>Keine Option hält Frist und Budget zugleich ein; die schnellste ist %1.</translation>
    </message>
    <message>
        <location filename="../data/Texts.cpp" line="316"/>
        <source>Not verified: %1 of %2 (source: %3, as of %4).</source>
        <translation>Nicht geprüft: %1 von %2 (Quelle: %3, Stand %4).</translation>
    </message>
    <message>
        <location filename="../data/Texts.cpp" line="321"/>
        <source>From %1 on, exposed communication takes %2 of each step (%3 s of %4 s): more nodes mostly add waiting. A larger global batch, more overlap or fewer nodes help.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../data/Texts.cpp" line="326"/>
        <source>%1 has no InfiniBand: with more than one node NCCL talks over TCP on %2 Gb/s Ethernet per VM. Check the NCCL_DEBUG=INFO log for NET/IB, not NET/Socket.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../data/Texts.cpp" line="330"/>
        <source>%1 speedup at 2 nodes is %2×, under 1.5×: the network is the bottleneck.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../data/Texts.cpp" line="331"/>
        <source>The measured</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../data/Texts.cpp" line="331"/>
        <source>The modelled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../data/Texts.cpp" line="334"/>
        <source>From %1 on, a data-parallel replica gets %2 sequences per step, less than one: the global batch is too small for that many GPUs.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../data/Texts.cpp" line="338"/>
        <source>At %1 the model needs %2 GB per GPU, more than the %3 GB the GPU has.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../data/Texts.cpp" line="342"/>
        <source>It fits from %1 on.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../data/Texts.cpp" line="344"/>
        <source>No node count fits with this strategy: shard more (ZeRO-3/FSDP) or use LoRA.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../data/Texts.cpp" line="350"/>
        <source>The NCCL log shows a TCP fallback (line %1): the run did not use InfiniBand.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../data/Texts.cpp" line="353"/>
        <source>%1 needs %2 cores of %3 in %4, but the quota allows only %5 more: request %6 more cores.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../data/Texts.cpp" line="359"/>
        <source>No quota usage is imported for %1 in %2: import `az vm list-usage --location %2 -o json` to see whether the %3 cores fit.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../data/Texts.cpp" line="363"/>
        <source>A cluster with max_instances = %1 holds %2 cores of %3 quota even when scaled to zero; delete it or lower max_instances after the run.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../data/Texts.cpp" line="374"/>
        <source>available</source>
        <translation>verfügbar</translation>
    </message>
    <message>
        <location filename="../data/Texts.cpp" line="376"/>
        <source>preview</source>
        <translation>Vorschau</translation>
    </message>
    <message>
        <location filename="../data/Texts.cpp" line="378"/>
        <source>retiring</source>
        <translation>wird eingestellt</translation>
    </message>
    <message>
        <location filename="../data/Texts.cpp" line="380"/>
        <source>retired</source>
        <translation>eingestellt</translation>
    </message>
    <message>
        <location filename="../data/Texts.cpp" line="387"/>
        <source>dedicated</source>
        <translation>dediziert</translation>
    </message>
    <message>
        <location filename="../data/Texts.cpp" line="387"/>
        <source>low priority</source>
        <translation>niedrige Priorität</translation>
    </message>
    <message>
        <location filename="../data/Texts.cpp" line="396"/>
        <source>RAM</source>
        <translation>RAM</translation>
    </message>
    <message>
        <location filename="../data/Texts.cpp" line="399"/>
        <source>GPU model</source>
        <translation>GPU-Modell</translation>
    </message>
    <message>
        <location filename="../data/Texts.cpp" line="402"/>
        <source>GPUs per VM</source>
        <translation>GPUs pro VM</translation>
    </message>
    <message>
        <location filename="../data/Texts.cpp" line="408"/>
        <source>dense BF16 TFLOP/s per GPU</source>
        <translation>BF16-TFLOP/s (dense) pro GPU</translation>
    </message>
    <message>
        <location filename="../data/Texts.cpp" line="411"/>
        <source>InfiniBand per GPU</source>
        <translation>InfiniBand pro GPU</translation>
    </message>
    <message>
        <location filename="../data/Texts.cpp" line="414"/>
        <source>Ethernet per VM</source>
        <translation>Ethernet pro VM</translation>
    </message>
    <message>
        <location filename="../data/Texts.cpp" line="423"/>
        <source>retirement date</source>
        <translation>Einstellungsdatum</translation>
    </message>
    <message>
        <location filename="../data/Texts.cpp" line="426"/>
        <source>price per node-hour</source>
        <translation>Preis pro Knotenstunde</translation>
    </message>
</context>
<context>
    <name>capplan::views::EfficiencyEditor</name>
    <message>
        <location filename="../views/EfficiencyEditor.cpp" line="146"/>
        <source>The efficiency table lists %1 nodes twice.</source>
        <translation>Die Effizienztabelle enthält die Knotenzahl %1 doppelt.</translation>
    </message>
    <message>
        <location filename="../views/EfficiencyEditor.cpp" line="175"/>
        <source>Nodes</source>
        <translation>Knoten</translation>
    </message>
    <message>
        <location filename="../views/EfficiencyEditor.cpp" line="175"/>
        <source>Efficiency</source>
        <translation>Effizienz</translation>
    </message>
    <message>
        <location filename="../views/EfficiencyEditor.cpp" line="176"/>
        <source>&amp;Add point</source>
        <translation>Punkt h&amp;inzufügen</translation>
    </message>
    <message>
        <location filename="../views/EfficiencyEditor.cpp" line="177"/>
        <source>Add an efficiency point at twice the largest node count</source>
        <translation>Effizienzpunkt beim Doppelten der größten Knotenzahl hinzufügen</translation>
    </message>
    <message>
        <location filename="../views/EfficiencyEditor.cpp" line="178"/>
        <source>Remove point</source>
        <translation>Punkt entfernen</translation>
    </message>
    <message>
        <location filename="../views/EfficiencyEditor.cpp" line="179"/>
        <source>Remove the selected efficiency points</source>
        <translation>Ausgewählte Effizienzpunkte entfernen</translation>
    </message>
</context>
<context>
    <name>capplan::views::ExportDialog</name>
    <message>
        <location filename="../views/ExportDialog.cpp" line="100"/>
        <source>1 node</source>
        <translation type="unfinished">1 Knoten</translation>
    </message>
    <message>
        <location filename="../views/ExportDialog.cpp" line="100"/>
        <source>%1 nodes</source>
        <translation type="unfinished">%1 Knoten</translation>
    </message>
    <message>
        <location filename="../views/ExportDialog.cpp" line="102"/>
        <source>%1 (recommended)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/ExportDialog.cpp" line="103"/>
        <source>%1 — %2, %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/ExportDialog.cpp" line="184"/>
        <source>Export to Folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/ExportDialog.cpp" line="260"/>
        <location filename="../views/ExportDialog.cpp" line="461"/>
        <location filename="../views/ExportDialog.cpp" line="523"/>
        <location filename="../views/ExportDialog.cpp" line="547"/>
        <source>Export Plan</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/ExportDialog.cpp" line="262"/>
        <source>Azure ML job and cluster</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/ExportDialog.cpp" line="264"/>
        <source>&amp;Nodes:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/ExportDialog.cpp" line="264"/>
        <source>C&amp;luster name:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/ExportDialog.cpp" line="264"/>
        <source>E&amp;xperiment:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/ExportDialog.cpp" line="265"/>
        <source>&amp;Display name:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/ExportDialog.cpp" line="265"/>
        <source>C&amp;ode folder:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/ExportDialog.cpp" line="265"/>
        <source>Co&amp;mmand:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/ExportDialog.cpp" line="266"/>
        <source>Checkpoint ar&amp;gument:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/ExportDialog.cpp" line="266"/>
        <source>&amp;Environment:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/ExportDialog.cpp" line="266"/>
        <source>Dis&amp;tribution:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/ExportDialog.cpp" line="267"/>
        <source>D&amp;atastore:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/ExportDialog.cpp" line="267"/>
        <source>Checkpoint &amp;path:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/ExportDialog.cpp" line="267"/>
        <source>&amp;Inputs:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/ExportDialog.cpp" line="268"/>
        <source>En&amp;vironment variables:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/ExportDialog.cpp" line="268"/>
        <source>Time&amp;out margin:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/ExportDialog.cpp" line="268"/>
        <source>&amp;Quota headroom:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/ExportDialog.cpp" line="275"/>
        <source>The AmlCompute cluster: 3 to 16 letters, digits and hyphens, starting with a letter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/ExportDialog.cpp" line="276"/>
        <source>The folder with the training code, relative to where the job file is submitted</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/ExportDialog.cpp" line="278"/>
        <source>Added to the command with the checkpoint folder (${{outputs.checkpoints}}); empty adds nothing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/ExportDialog.cpp" line="279"/>
        <source>A curated Azure Container for PyTorch image ships the InfiniBand libraries and NCCL</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/ExportDialog.cpp" line="280"/>
        <source>A fixed path in the datastore, so a resubmitted job finds its checkpoints</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/ExportDialog.cpp" line="281"/>
        <source>name = azureml://datastores/…/paths/…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/ExportDialog.cpp" line="282"/>
        <source>NAME = value (NCCL_DEBUG=INFO is always set)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/ExportDialog.cpp" line="284"/>
        <source>limits.timeout = this margin × the planned wall clock</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/ExportDialog.cpp" line="285"/>
        <source> cores</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/ExportDialog.cpp" line="286"/>
        <source>Cores to ask for on top of nodes × vCPUs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/ExportDialog.cpp" line="287"/>
        <source>PyTorch (one process per GPU)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/ExportDialog.cpp" line="288"/>
        <source>MPI</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/ExportDialog.cpp" line="289"/>
        <source>TensorFlow</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/ExportDialog.cpp" line="290"/>
        <source>Files</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/ExportDialog.cpp" line="291"/>
        <source>&amp;Folder:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/ExportDialog.cpp" line="292"/>
        <source>&amp;Base name:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/ExportDialog.cpp" line="293"/>
        <source>Command job (.job.json)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/ExportDialog.cpp" line="294"/>
        <source>Cluster (.compute.json)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/ExportDialog.cpp" line="295"/>
        <source>Submit commands (.submit.sh)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/ExportDialog.cpp" line="296"/>
        <source>Submit script (.submit.py)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/ExportDialog.cpp" line="297"/>
        <source>Quota request (.quota.json)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/ExportDialog.cpp" line="298"/>
        <source>Quota request (.quota.txt)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/ExportDialog.cpp" line="299"/>
        <source>Preflight checklist (.md)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/ExportDialog.cpp" line="300"/>
        <source>Report (.pdf)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/ExportDialog.cpp" line="301"/>
        <source>Option table (.csv)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/ExportDialog.cpp" line="302"/>
        <source>Paper size of the report</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/ExportDialog.cpp" line="303"/>
        <source>&amp;Export</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/ExportDialog.cpp" line="415"/>
        <source>%1: %2</source>
        <translation type="unfinished">%1: %2</translation>
    </message>
    <message>
        <location filename="../views/ExportDialog.cpp" line="421"/>
        <source>&quot;%1&quot; is not of the form name = value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/ExportDialog.cpp" line="424"/>
        <source>The plan has problems; fix them before exporting.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/ExportDialog.cpp" line="428"/>
        <source>Choose at least one file to write.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/ExportDialog.cpp" line="431"/>
        <source>The folder &quot;%1&quot; does not exist.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/ExportDialog.cpp" line="442"/>
        <source>World size %1 (%2 nodes × %3 GPUs), %4 quota cores of %5 in %6.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/ExportDialog.cpp" line="524"/>
        <source>%1 cannot be written: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/ExportDialog.cpp" line="537"/>
        <source>Replace Files?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/ExportDialog.cpp" line="538"/>
        <source>These files exist already and will be replaced:

%1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>capplan::views::InputsPanel</name>
    <message>
        <location filename="../views/InputsPanel.cpp" line="339"/>
        <source>Plan</source>
        <translation>Plan</translation>
    </message>
    <message>
        <location filename="../views/InputsPanel.cpp" line="340"/>
        <source>&amp;Name:</source>
        <translation>&amp;Name:</translation>
    </message>
    <message>
        <location filename="../views/InputsPanel.cpp" line="341"/>
        <source>e.g. sft-7b-2node</source>
        <translation>z. B. sft-7b-2node</translation>
    </message>
    <message>
        <location filename="../views/InputsPanel.cpp" line="342"/>
        <source>VM size and price</source>
        <translation>VM-Größe und Preis</translation>
    </message>
    <message>
        <location filename="../views/InputsPanel.cpp" line="343"/>
        <source>&amp;Size:</source>
        <translation>&amp;VM-Größe:</translation>
    </message>
    <message>
        <location filename="../views/InputsPanel.cpp" line="344"/>
        <source>&amp;Region:</source>
        <translation>&amp;Region:</translation>
    </message>
    <message>
        <location filename="../views/InputsPanel.cpp" line="345"/>
        <source>&amp;Tier:</source>
        <translation>&amp;Tarif:</translation>
    </message>
    <message>
        <location filename="../views/InputsPanel.cpp" line="348"/>
        <source>&amp;Price / node-h:</source>
        <translation>&amp;Preis / Knoten-h:</translation>
    </message>
    <message>
        <location filename="../views/InputsPanel.cpp" line="349"/>
        <source>Workload</source>
        <translation>Workload</translation>
    </message>
    <message>
        <location filename="../views/InputsPanel.cpp" line="350"/>
        <source>&amp;Workload form:</source>
        <translation>&amp;Workload-Form:</translation>
    </message>
    <message>
        <location filename="../views/InputsPanel.cpp" line="351"/>
        <source>GPU-hours</source>
        <translation>GPU-Stunden</translation>
    </message>
    <message>
        <location filename="../views/InputsPanel.cpp" line="352"/>
        <source>Tokens and tokens/s per GPU</source>
        <translation>Tokens und Tokens/s pro GPU</translation>
    </message>
    <message>
        <location filename="../views/InputsPanel.cpp" line="353"/>
        <source>Tokens, parameters and MFU</source>
        <translation>Tokens, Parameter und MFU</translation>
    </message>
    <message>
        <location filename="../views/InputsPanel.cpp" line="354"/>
        <source>&amp;GPU-hours:</source>
        <translation>GPU-St&amp;unden:</translation>
    </message>
    <message>
        <location filename="../views/InputsPanel.cpp" line="355"/>
        <location filename="../views/InputsPanel.cpp" line="357"/>
        <source>T&amp;okens:</source>
        <translation>T&amp;okens:</translation>
    </message>
    <message>
        <location filename="../views/InputsPanel.cpp" line="356"/>
        <source>Tokens/s per GP&amp;U:</source>
        <translation>Tokens/s pro GP&amp;U:</translation>
    </message>
    <message>
        <location filename="../views/InputsPanel.cpp" line="358"/>
        <source>Para&amp;meters:</source>
        <translation>Para&amp;meter:</translation>
    </message>
    <message>
        <location filename="../views/InputsPanel.cpp" line="359"/>
        <source>MF&amp;U:</source>
        <translation>MF&amp;U:</translation>
    </message>
    <message>
        <location filename="../views/InputsPanel.cpp" line="360"/>
        <source>Scaling</source>
        <translation>Skalierung</translation>
    </message>
    <message>
        <location filename="../views/InputsPanel.cpp" line="361"/>
        <source>Efficienc&amp;y:</source>
        <translation>Effi&amp;zienz:</translation>
    </message>
    <message>
        <location filename="../views/InputsPanel.cpp" line="362"/>
        <source>Goo&amp;dput:</source>
        <translation>&amp;Goodput:</translation>
    </message>
    <message>
        <location filename="../views/InputsPanel.cpp" line="363"/>
        <source>O&amp;verhead:</source>
        <translation>Overhe&amp;ad:</translation>
    </message>
    <message>
        <location filename="../views/InputsPanel.cpp" line="364"/>
        <source>Node &amp;counts:</source>
        <translation>&amp;Knotenzahlen:</translation>
    </message>
    <message>
        <location filename="../views/InputsPanel.cpp" line="365"/>
        <source>1-16 (default)</source>
        <translation>1-16 (Standard)</translation>
    </message>
    <message>
        <location filename="../views/InputsPanel.cpp" line="366"/>
        <source>Constraints</source>
        <translation>Vorgaben</translation>
    </message>
    <message>
        <location filename="../views/InputsPanel.cpp" line="367"/>
        <source>Deadl&amp;ine:</source>
        <translation>&amp;Frist:</translation>
    </message>
    <message>
        <location filename="../views/InputsPanel.cpp" line="368"/>
        <source>&amp;Budget:</source>
        <translation>Budg&amp;et:</translation>
    </message>
    <message>
        <location filename="../views/InputsPanel.cpp" line="370"/>
        <source> h</source>
        <translation> h</translation>
    </message>
    <message>
        <location filename="../views/InputsPanel.cpp" line="371"/>
        <source> GPU-h</source>
        <translation> GPU-h</translation>
    </message>
    <message>
        <location filename="../views/InputsPanel.cpp" line="374"/>
        <source> tok/s</source>
        <translation> tok/s</translation>
    </message>
    <message>
        <location filename="../views/InputsPanel.cpp" line="375"/>
        <location filename="../views/InputsPanel.cpp" line="376"/>
        <source> %</source>
        <translation> %</translation>
    </message>
    <message>
        <location filename="../views/InputsPanel.cpp" line="382"/>
        <source>A short name for the plan; it goes into the plan file</source>
        <translation>Ein kurzer Name für den Plan; er wird in der Plandatei gespeichert</translation>
    </message>
    <message>
        <location filename="../views/InputsPanel.cpp" line="383"/>
        <source>The Azure VM size of each node; retired sizes are marked</source>
        <translation>Die Azure-VM-Größe jedes Knotens; eingestellte VM-Größen sind markiert</translation>
    </message>
    <message>
        <location filename="../views/InputsPanel.cpp" line="384"/>
        <source>Regions where the catalog has a price for this size</source>
        <translation>Regionen, für die der Katalog einen Preis für diese VM-Größe enthält</translation>
    </message>
    <message>
        <location filename="../views/InputsPanel.cpp" line="385"/>
        <source>Azure ML cluster tier: dedicated, or low priority (cheaper, can be preempted)</source>
        <translation>Tarif des Azure-ML-Clusters: dediziert oder niedrige Priorität (günstiger, kann unterbrochen werden)</translation>
    </message>
    <message>
        <location filename="../views/InputsPanel.cpp" line="386"/>
        <source>Check to enter your own price (e.g. a negotiated rate) instead of the catalog&apos;s</source>
        <translation>Aktivieren, um statt des Katalogpreises einen eigenen Preis einzugeben (z. B. einen ausgehandelten)</translation>
    </message>
    <message>
        <location filename="../views/InputsPanel.cpp" line="387"/>
        <source>Price of one node (VM) for one hour</source>
        <translation>Preis eines Knotens (VM) für eine Stunde</translation>
    </message>
    <message>
        <location filename="../views/InputsPanel.cpp" line="388"/>
        <source>How the training work is described, as in the plan file</source>
        <translation>Wie der Trainingsaufwand angegeben wird (wie in der Plandatei)</translation>
    </message>
    <message>
        <location filename="../views/InputsPanel.cpp" line="389"/>
        <source>GPU-hours the run needs on one node at 100 % efficiency</source>
        <translation>GPU-Stunden, die der Lauf auf einem Knoten bei 100 % Effizienz benötigt</translation>
    </message>
    <message>
        <location filename="../views/InputsPanel.cpp" line="390"/>
        <source>Tokens to train on; 2e9, 2B and 2,000,000,000 all work</source>
        <translation>Zu trainierende Tokens; 2e9, 2B und 2.000.000.000 sind alle möglich</translation>
    </message>
    <message>
        <location filename="../views/InputsPanel.cpp" line="392"/>
        <source>Measured (or estimated) training throughput per GPU</source>
        <translation>Gemessener (oder geschätzter) Trainingsdurchsatz pro GPU</translation>
    </message>
    <message>
        <location filename="../views/InputsPanel.cpp" line="393"/>
        <source>Model parameters; 8e9 and 8B both work. Training FLOPs = 6 × parameters × tokens</source>
        <translation>Modellparameter; 8e9 und 8B sind beide möglich. Trainings-FLOPs = 6 × Parameter × Tokens</translation>
    </message>
    <message>
        <location filename="../views/InputsPanel.cpp" line="394"/>
        <source>Model FLOPs utilisation against the size&apos;s dense BF16 peak</source>
        <translation>Modell-FLOPs-Auslastung (MFU), bezogen auf die BF16-Spitzenleistung (dense) der VM-Größe</translation>
    </message>
    <message>
        <location filename="../views/InputsPanel.cpp" line="395"/>
        <source>Scaling efficiency (speedup ÷ nodes) at a few node counts; linear in log2(nodes) between them</source>
        <translation>Skalierungseffizienz (Beschleunigung ÷ Knoten) bei einigen Knotenzahlen; dazwischen linear in log2(Knoten)</translation>
    </message>
    <message>
        <location filename="../views/InputsPanel.cpp" line="397"/>
        <source>Share of the wall clock spent on useful training (restarts, checkpoints, stalls take the rest)</source>
        <translation>Anteil der Laufzeit mit nutzbarem Training (der Rest entfällt auf Neustarts, Checkpoints und Stillstände)</translation>
    </message>
    <message>
        <location filename="../views/InputsPanel.cpp" line="399"/>
        <source>Fixed hours per run: startup, image pull, final checkpoint</source>
        <translation>Feste Stunden pro Lauf: Start, Laden des Images, letzter Checkpoint</translation>
    </message>
    <message>
        <location filename="../views/InputsPanel.cpp" line="400"/>
        <source>Node counts to compare, e.g. 1, 2, 4 or 1-16</source>
        <translation>Zu vergleichende Knotenzahlen, z. B. 1, 2, 4 oder 1-16</translation>
    </message>
    <message>
        <location filename="../views/InputsPanel.cpp" line="401"/>
        <source>Latest acceptable wall clock</source>
        <translation>Längste zulässige Laufzeit</translation>
    </message>
    <message>
        <location filename="../views/InputsPanel.cpp" line="402"/>
        <source>Most the run may cost</source>
        <translation>Höchstbetrag, den der Lauf kosten darf</translation>
    </message>
    <message>
        <location filename="../views/InputsPanel.cpp" line="444"/>
        <source>%1 (retired)</source>
        <translation>%1 (eingestellt)</translation>
    </message>
    <message>
        <location filename="../views/InputsPanel.cpp" line="448"/>
        <source>Retired: existing clusters must move to a current size</source>
        <translation>Eingestellt: Bestehende Cluster müssen auf eine aktuelle VM-Größe wechseln</translation>
    </message>
    <message>
        <location filename="../views/InputsPanel.cpp" line="451"/>
        <source>%1 × %2, %3 vCPUs</source>
        <translation>%1 × %2, %3 vCPUs</translation>
    </message>
    <message>
        <location filename="../views/InputsPanel.cpp" line="462"/>
        <source>%1 (not in catalog)</source>
        <translation>%1 (nicht im Katalog)</translation>
    </message>
    <message>
        <location filename="../views/InputsPanel.cpp" line="479"/>
        <source>%1 (no catalog price)</source>
        <translation>%1 (kein Katalogpreis)</translation>
    </message>
    <message>
        <location filename="../views/InputsPanel.cpp" line="569"/>
        <source>Your price; the catalog says %1.</source>
        <translation>Ihr Preis; laut Katalog %1.</translation>
    </message>
    <message>
        <location filename="../views/InputsPanel.cpp" line="570"/>
        <source>Your price; the catalog has none for this region and tier.</source>
        <translation>Ihr Preis; der Katalog enthält keinen für diese Region und diesen Tarif.</translation>
    </message>
    <message>
        <location filename="../views/InputsPanel.cpp" line="579"/>
        <source>Catalog price.</source>
        <translation>Katalogpreis.</translation>
    </message>
    <message>
        <location filename="../views/InputsPanel.cpp" line="580"/>
        <source>Catalog price, not yet verified.</source>
        <translation>Katalogpreis, noch nicht geprüft.</translation>
    </message>
    <message>
        <location filename="../views/InputsPanel.cpp" line="582"/>
        <source>No catalog price for this region and tier: check the box to enter one.</source>
        <translation>Kein Katalogpreis für diese Region und diesen Tarif: Aktivieren Sie das Kontrollkästchen, um einen Preis einzugeben.</translation>
    </message>
    <message>
        <location filename="../views/InputsPanel.cpp" line="719"/>
        <source>“%1”</source>
        <translation>„%1“</translation>
    </message>
    <message>
        <location filename="../views/InputsPanel.cpp" line="721"/>
        <source>%1 is not a node count</source>
        <translation>%1 ist keine Knotenzahl</translation>
    </message>
    <message>
        <location filename="../views/InputsPanel.cpp" line="721"/>
        <source>%1 are not node counts</source>
        <translation>%1 sind keine Knotenzahlen</translation>
    </message>
    <message>
        <location filename="../views/InputsPanel.cpp" line="723"/>
        <source>; write counts such as 1, 2, 4 or ranges such as 1-16</source>
        <translation>; geben Sie Zahlen wie 1, 2, 4 oder Bereiche wie 1-16 ein</translation>
    </message>
    <message>
        <location filename="../views/InputsPanel.cpp" line="770"/>
        <location filename="../views/InputsPanel.cpp" line="781"/>
        <location filename="../views/InputsPanel.cpp" line="916"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location filename="../views/InputsPanel.cpp" line="844"/>
        <source>Efficiency at %1 nodes</source>
        <translation>Effizienz bei %1 Knoten</translation>
    </message>
    <message>
        <location filename="../views/InputsPanel.cpp" line="847"/>
        <source>Price per node-hour</source>
        <translation>Preis pro Knotenstunde</translation>
    </message>
    <message>
        <location filename="../views/InputsPanel.cpp" line="926"/>
        <source>The plan cannot be evaluated:</source>
        <translation>Der Plan kann nicht ausgewertet werden:</translation>
    </message>
</context>
<context>
    <name>capplan::views::MainWindow</name>
    <message>
        <location filename="../views/MainWindow.cpp" line="240"/>
        <source>&amp;File</source>
        <translation>&amp;Datei</translation>
    </message>
    <message>
        <location filename="../views/MainWindow.cpp" line="241"/>
        <source>&amp;New</source>
        <translation>&amp;Neu</translation>
    </message>
    <message>
        <location filename="../views/MainWindow.cpp" line="242"/>
        <source>Start a new plan</source>
        <translation>Neuen Plan beginnen</translation>
    </message>
    <message>
        <location filename="../views/MainWindow.cpp" line="243"/>
        <source>&amp;Open…</source>
        <translation>&amp;Öffnen…</translation>
    </message>
    <message>
        <location filename="../views/MainWindow.cpp" line="244"/>
        <source>Open a plan file</source>
        <translation>Plandatei öffnen</translation>
    </message>
    <message>
        <location filename="../views/MainWindow.cpp" line="245"/>
        <source>Open &amp;Recent</source>
        <translation>&amp;Zuletzt geöffnet</translation>
    </message>
    <message>
        <location filename="../views/MainWindow.cpp" line="246"/>
        <source>&amp;Clear List</source>
        <translation>Liste &amp;leeren</translation>
    </message>
    <message>
        <location filename="../views/MainWindow.cpp" line="247"/>
        <source>&amp;Save</source>
        <translation>&amp;Speichern</translation>
    </message>
    <message>
        <location filename="../views/MainWindow.cpp" line="248"/>
        <source>Save &amp;As…</source>
        <translation>Speichern &amp;unter…</translation>
    </message>
    <message>
        <source>&amp;Export Chart…</source>
        <translation type="vanished">Diagramm &amp;exportieren…</translation>
    </message>
    <message>
        <source>Save the chart as a PNG image or a PDF document</source>
        <translation type="vanished">Diagramm als PNG-Bild oder PDF-Dokument speichern</translation>
    </message>
    <message>
        <location filename="../views/MainWindow.cpp" line="254"/>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <location filename="../views/MainWindow.cpp" line="255"/>
        <source>&amp;Edit</source>
        <translation>&amp;Bearbeiten</translation>
    </message>
    <message>
        <location filename="../views/MainWindow.cpp" line="257"/>
        <source>&amp;Language</source>
        <translation>&amp;Sprache</translation>
    </message>
    <message>
        <location filename="../views/MainWindow.cpp" line="258"/>
        <source>&amp;System</source>
        <translation>&amp;System</translation>
    </message>
    <message>
        <location filename="../views/MainWindow.cpp" line="259"/>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <location filename="../views/MainWindow.cpp" line="260"/>
        <source>&amp;About GPU Capacity Planner</source>
        <translation>&amp;Über GPU Capacity Planner</translation>
    </message>
    <message>
        <location filename="../views/MainWindow.cpp" line="261"/>
        <source>About &amp;Qt</source>
        <translation>Über &amp;Qt</translation>
    </message>
    <message>
        <location filename="../views/MainWindow.cpp" line="262"/>
        <source>Ris&amp;k</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/MainWindow.cpp" line="273"/>
        <source>&amp;Undo</source>
        <translation>&amp;Rückgängig</translation>
    </message>
    <message>
        <location filename="../views/MainWindow.cpp" line="273"/>
        <source>&amp;Undo %1</source>
        <translation>&amp;Rückgängig: %1</translation>
    </message>
    <message>
        <location filename="../views/MainWindow.cpp" line="274"/>
        <source>&amp;Redo</source>
        <translation>&amp;Wiederherstellen</translation>
    </message>
    <message>
        <location filename="../views/MainWindow.cpp" line="274"/>
        <source>&amp;Redo %1</source>
        <translation>&amp;Wiederherstellen: %1</translation>
    </message>
    <message>
        <location filename="../views/MainWindow.cpp" line="284"/>
        <source>Untitled</source>
        <translation>Unbenannt</translation>
    </message>
    <message>
        <location filename="../views/MainWindow.cpp" line="284"/>
        <source>%1 (not saved)</source>
        <translation>%1 (nicht gespeichert)</translation>
    </message>
    <message>
        <location filename="../views/MainWindow.cpp" line="287"/>
        <source>%1[*] — GPU Capacity Planner</source>
        <translation>%1[*] — GPU Capacity Planner</translation>
    </message>
    <message>
        <location filename="../views/MainWindow.cpp" line="342"/>
        <source>Unsaved changes</source>
        <translation>Ungespeicherte Änderungen</translation>
    </message>
    <message>
        <location filename="../views/MainWindow.cpp" line="342"/>
        <source>The plan has unsaved changes.</source>
        <translation>Der Plan enthält ungespeicherte Änderungen.</translation>
    </message>
    <message>
        <location filename="../views/MainWindow.cpp" line="345"/>
        <source>Do you want to save them first?</source>
        <translation>Möchten Sie sie zuerst speichern?</translation>
    </message>
    <message>
        <location filename="../views/MainWindow.cpp" line="364"/>
        <source>New plan</source>
        <translation>Neuer Plan</translation>
    </message>
    <message>
        <location filename="../views/MainWindow.cpp" line="372"/>
        <source>Open Plan</source>
        <translation>Plan öffnen</translation>
    </message>
    <message>
        <location filename="../views/MainWindow.cpp" line="373"/>
        <location filename="../views/MainWindow.cpp" line="409"/>
        <source>Plan files (*.json);;All files (*)</source>
        <translation>Plandateien (*.json);;Alle Dateien (*)</translation>
    </message>
    <message>
        <location filename="../views/MainWindow.cpp" line="383"/>
        <source>Could not open %1</source>
        <translation>%1 konnte nicht geöffnet werden</translation>
    </message>
    <message>
        <location filename="../views/MainWindow.cpp" line="384"/>
        <source>Cannot Open Plan</source>
        <translation>Plan kann nicht geöffnet werden</translation>
    </message>
    <message>
        <location filename="../views/MainWindow.cpp" line="384"/>
        <source>The plan could not be opened. Nothing was changed.</source>
        <translation>Der Plan konnte nicht geöffnet werden. Es wurde nichts geändert.</translation>
    </message>
    <message>
        <location filename="../views/MainWindow.cpp" line="389"/>
        <source>Opened %1</source>
        <translation>%1 geöffnet</translation>
    </message>
    <message>
        <location filename="../views/MainWindow.cpp" line="405"/>
        <source>plan</source>
        <translation>plan</translation>
    </message>
    <message>
        <location filename="../views/MainWindow.cpp" line="409"/>
        <source>Save Plan</source>
        <translation>Plan speichern</translation>
    </message>
    <message>
        <location filename="../views/MainWindow.cpp" line="426"/>
        <source>Some fields hold values the plan cannot use; they are marked in red. Correct them, then save again.</source>
        <translation>Einige Felder enthalten Werte, die der Plan nicht verwenden kann; sie sind rot markiert. Korrigieren Sie sie und speichern Sie dann erneut.</translation>
    </message>
    <message>
        <location filename="../views/MainWindow.cpp" line="431"/>
        <source>Could not save %1</source>
        <translation>%1 konnte nicht gespeichert werden</translation>
    </message>
    <message>
        <location filename="../views/MainWindow.cpp" line="425"/>
        <location filename="../views/MainWindow.cpp" line="432"/>
        <source>Cannot Save Plan</source>
        <translation>Plan kann nicht gespeichert werden</translation>
    </message>
    <message>
        <location filename="../views/MainWindow.cpp" line="249"/>
        <source>Export &amp;Chart…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/MainWindow.cpp" line="250"/>
        <source>Save the chart as a PNG image, an SVG drawing or a PDF document</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/MainWindow.cpp" line="251"/>
        <source>&amp;Export…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/MainWindow.cpp" line="252"/>
        <source>Write the Azure ML job and cluster, submit scripts, quota request, preflight checklist, report and CSV of this plan</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/MainWindow.cpp" line="433"/>
        <source>The plan could not be saved. Any earlier version of the file is unchanged.</source>
        <translation>Der Plan konnte nicht gespeichert werden. Eine frühere Version der Datei bleibt unverändert.</translation>
    </message>
    <message>
        <location filename="../views/MainWindow.cpp" line="437"/>
        <source>Saved %1</source>
        <translation>%1 gespeichert</translation>
    </message>
    <message>
        <location filename="../views/MainWindow.cpp" line="445"/>
        <source>chart</source>
        <translation>diagramm</translation>
    </message>
    <message>
        <location filename="../views/MainWindow.cpp" line="447"/>
        <source>PNG image (*.png)</source>
        <translation>PNG-Bild (*.png)</translation>
    </message>
    <message>
        <location filename="../views/MainWindow.cpp" line="448"/>
        <source>PDF document (*.pdf)</source>
        <translation>PDF-Dokument (*.pdf)</translation>
    </message>
    <message>
        <location filename="../views/MainWindow.cpp" line="449"/>
        <source>SVG drawing (*.svg)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/MainWindow.cpp" line="451"/>
        <source>Export Chart</source>
        <translation>Diagramm exportieren</translation>
    </message>
    <message>
        <location filename="../views/MainWindow.cpp" line="464"/>
        <source>Cannot Export Chart</source>
        <translation>Diagramm kann nicht exportiert werden</translation>
    </message>
    <message>
        <location filename="../views/MainWindow.cpp" line="465"/>
        <source>The chart could not be written to %1.</source>
        <translation>Das Diagramm konnte nicht nach %1 geschrieben werden.</translation>
    </message>
    <message>
        <location filename="../views/MainWindow.cpp" line="468"/>
        <source>Chart exported to %1</source>
        <translation>Diagramm nach %1 exportiert</translation>
    </message>
    <message>
        <location filename="../views/MainWindow.cpp" line="483"/>
        <location filename="../views/MainWindow.cpp" line="488"/>
        <source>Cannot Read the Catalog</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/MainWindow.cpp" line="509"/>
        <source>Cannot Export</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/MainWindow.cpp" line="510"/>
        <source>The plan has problems; fix the highlighted fields before exporting.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/MainWindow.cpp" line="531"/>
        <source>Exported %1 files to %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/MainWindow.cpp" line="541"/>
        <source>GPU Capacity Planner %1</source>
        <translation>GPU Capacity Planner %1</translation>
    </message>
    <message>
        <location filename="../views/MainWindow.cpp" line="542"/>
        <source>Plans distributed GPU training on Azure: node count, wall clock, cost and quota, and which node count meets a deadline at the lowest cost.</source>
        <translation>Plant verteiltes GPU-Training auf Azure: Knotenzahl, Laufzeit, Kosten und Kontingent sowie die Knotenzahl, die eine Frist zu den geringsten Kosten einhält.</translation>
    </message>
    <message>
        <location filename="../views/MainWindow.cpp" line="545"/>
        <source>Licensed under the GNU General Public License, version 3 or later (GPL-3.0-or-later).</source>
        <translation>Lizenziert unter der GNU General Public License, Version 3 oder höher (GPL-3.0-or-later).</translation>
    </message>
    <message>
        <location filename="../views/MainWindow.cpp" line="547"/>
        <source>Charts drawn with QCustomPlot by Emanuel Eichhammer (GPL-3.0-or-later).</source>
        <translation>Diagramme gezeichnet mit QCustomPlot von Emanuel Eichhammer (GPL-3.0-or-later).</translation>
    </message>
    <message>
        <location filename="../views/MainWindow.cpp" line="548"/>
        <source>Built with Qt %1.</source>
        <translation>Erstellt mit Qt %1.</translation>
    </message>
    <message>
        <location filename="../views/MainWindow.cpp" line="549"/>
        <source>About GPU Capacity Planner</source>
        <translation>Über GPU Capacity Planner</translation>
    </message>
    <message>
        <location filename="../views/MainWindow.cpp" line="556"/>
        <source>The catalog file %1 cannot be read, so the planner is running on the built-in default catalog. The file is left untouched. (Details: %2)</source>
        <translation>Die Katalogdatei %1 kann nicht gelesen werden; der Planer verwendet daher den integrierten Standardkatalog. Die Datei bleibt unverändert. (Details: %2)</translation>
    </message>
    <message>
        <location filename="../views/MainWindow.cpp" line="560"/>
        <source>Dismiss</source>
        <translation>Ausblenden</translation>
    </message>
    <message>
        <location filename="../views/MainWindow.cpp" line="562"/>
        <source>Catalog file unreadable: using the built-in default catalog</source>
        <translation>Katalogdatei nicht lesbar: Der integrierte Standardkatalog wird verwendet</translation>
    </message>
</context>
<context>
    <name>capplan::views::OptionsTableModel</name>
    <message>
        <location filename="../views/OptionsTableModel.cpp" line="107"/>
        <source>Recommended: the cheapest option that meets the constraints</source>
        <translation>Empfohlen: die günstigste Option, die alle Vorgaben erfüllt</translation>
    </message>
    <message>
        <location filename="../views/OptionsTableModel.cpp" line="125"/>
        <source>%1×</source>
        <translation>%1×</translation>
    </message>
    <message>
        <location filename="../views/OptionsTableModel.cpp" line="138"/>
        <location filename="../views/OptionsTableModel.cpp" line="140"/>
        <source>yes</source>
        <translation>ja</translation>
    </message>
    <message>
        <location filename="../views/OptionsTableModel.cpp" line="138"/>
        <location filename="../views/OptionsTableModel.cpp" line="140"/>
        <source>no</source>
        <translation>nein</translation>
    </message>
    <message>
        <location filename="../views/OptionsTableModel.cpp" line="184"/>
        <source>Nodes</source>
        <translation>Knoten</translation>
    </message>
    <message>
        <location filename="../views/OptionsTableModel.cpp" line="186"/>
        <source>GPUs</source>
        <translation>GPUs</translation>
    </message>
    <message>
        <location filename="../views/OptionsTableModel.cpp" line="188"/>
        <source>Efficiency</source>
        <translation>Effizienz</translation>
    </message>
    <message>
        <location filename="../views/OptionsTableModel.cpp" line="190"/>
        <source>Speedup</source>
        <translation>Beschl.</translation>
    </message>
    <message>
        <location filename="../views/OptionsTableModel.cpp" line="192"/>
        <source>Compute h</source>
        <translation>Rechen-h</translation>
    </message>
    <message>
        <location filename="../views/OptionsTableModel.cpp" line="194"/>
        <source>Wall clock h</source>
        <translation>Laufzeit h</translation>
    </message>
    <message>
        <location filename="../views/OptionsTableModel.cpp" line="196"/>
        <source>Node-hours</source>
        <translation>Knoten-h</translation>
    </message>
    <message>
        <location filename="../views/OptionsTableModel.cpp" line="198"/>
        <source>Cost</source>
        <translation>Kosten</translation>
    </message>
    <message>
        <location filename="../views/OptionsTableModel.cpp" line="200"/>
        <source>Quota cores</source>
        <translation>Kerne</translation>
    </message>
    <message>
        <location filename="../views/OptionsTableModel.cpp" line="202"/>
        <source>Deadline</source>
        <translation>Frist</translation>
    </message>
    <message>
        <location filename="../views/OptionsTableModel.cpp" line="204"/>
        <source>Budget</source>
        <translation>Budget</translation>
    </message>
    <message>
        <location filename="../views/OptionsTableModel.cpp" line="212"/>
        <source>Number of VMs (nodes)</source>
        <translation>Anzahl der VMs (Knoten)</translation>
    </message>
    <message>
        <location filename="../views/OptionsTableModel.cpp" line="214"/>
        <source>GPUs in all nodes together (the world size)</source>
        <translation>GPUs aller Knoten zusammen (die World Size)</translation>
    </message>
    <message>
        <location filename="../views/OptionsTableModel.cpp" line="216"/>
        <source>Scaling efficiency: speedup divided by the node count</source>
        <translation>Skalierungseffizienz: Beschleunigung geteilt durch die Knotenzahl</translation>
    </message>
    <message>
        <location filename="../views/OptionsTableModel.cpp" line="218"/>
        <source>How many times faster than one node</source>
        <translation>Um welchen Faktor schneller als mit einem Knoten</translation>
    </message>
    <message>
        <location filename="../views/OptionsTableModel.cpp" line="220"/>
        <source>Hours of training compute, before goodput and overhead</source>
        <translation>Rechenzeit des Trainings in Stunden, vor Goodput und Overhead</translation>
    </message>
    <message>
        <location filename="../views/OptionsTableModel.cpp" line="222"/>
        <source>Hours from start to finish: compute ÷ goodput + overhead</source>
        <translation>Stunden von Start bis Ende: Rechenzeit ÷ Goodput + Overhead</translation>
    </message>
    <message>
        <location filename="../views/OptionsTableModel.cpp" line="224"/>
        <source>Nodes × wall-clock hours: what is billed</source>
        <translation>Knoten × Laufzeit in Stunden: die abgerechnete Zeit</translation>
    </message>
    <message>
        <location filename="../views/OptionsTableModel.cpp" line="226"/>
        <source>Node-hours × price per node-hour</source>
        <translation>Knotenstunden × Preis pro Knotenstunde</translation>
    </message>
    <message>
        <location filename="../views/OptionsTableModel.cpp" line="228"/>
        <source>vCPUs of quota the nodes need in the size&apos;s VM family</source>
        <translation>vCPU-Kontingent, das die Knoten in der VM-Familie der VM-Größe benötigen</translation>
    </message>
    <message>
        <location filename="../views/OptionsTableModel.cpp" line="230"/>
        <source>Finishes within the deadline</source>
        <translation>Wird innerhalb der Frist fertig</translation>
    </message>
    <message>
        <location filename="../views/OptionsTableModel.cpp" line="232"/>
        <source>Costs no more than the budget</source>
        <translation>Kostet nicht mehr als das Budget</translation>
    </message>
</context>
<context>
    <name>capplan::views::PlanChart</name>
    <message>
        <location filename="../views/PlanChart.cpp" line="223"/>
        <source>Deadline %1</source>
        <translation>Frist %1</translation>
    </message>
    <message>
        <location filename="../views/PlanChart.cpp" line="223"/>
        <source>Deadline</source>
        <translation>Frist</translation>
    </message>
    <message>
        <location filename="../views/PlanChart.cpp" line="238"/>
        <source>Budget %1</source>
        <translation>Budget %1</translation>
    </message>
    <message>
        <location filename="../views/PlanChart.cpp" line="238"/>
        <source>Budget</source>
        <translation>Budget</translation>
    </message>
    <message>
        <location filename="../views/PlanChart.cpp" line="269"/>
        <source>recommended: 1 node</source>
        <translation>empfohlen: 1 Knoten</translation>
    </message>
    <message>
        <location filename="../views/PlanChart.cpp" line="269"/>
        <source>recommended: %1 nodes</source>
        <translation>empfohlen: %1 Knoten</translation>
    </message>
    <message>
        <location filename="../views/PlanChart.cpp" line="342"/>
        <source>Nodes</source>
        <translation>Knoten</translation>
    </message>
    <message>
        <location filename="../views/PlanChart.cpp" line="343"/>
        <source>Wall clock (hours)</source>
        <translation>Laufzeit (Stunden)</translation>
    </message>
    <message>
        <location filename="../views/PlanChart.cpp" line="344"/>
        <location filename="../views/PlanChart.cpp" line="346"/>
        <source>Cost</source>
        <translation>Kosten</translation>
    </message>
    <message>
        <location filename="../views/PlanChart.cpp" line="345"/>
        <source>Wall clock</source>
        <translation>Laufzeit</translation>
    </message>
    <message>
        <location filename="../views/PlanChart.cpp" line="347"/>
        <source>Inputs are invalid: showing the last valid result</source>
        <translation>Eingaben ungültig: Das letzte gültige Ergebnis wird angezeigt</translation>
    </message>
</context>
<context>
    <name>capplan::views::ResultsPanel</name>
    <message>
        <location filename="../views/ResultsPanel.cpp" line="185"/>
        <source>No result yet: fix the highlighted inputs on the left.</source>
        <translation>Noch kein Ergebnis: Korrigieren Sie die markierten Eingaben links.</translation>
    </message>
    <message>
        <location filename="../views/ResultsPanel.cpp" line="218"/>
        <source>The inputs are invalid, so this is the last valid result. Fix the highlighted fields to update it.</source>
        <translation>Die Eingaben sind ungültig; dies ist daher das letzte gültige Ergebnis. Korrigieren Sie die markierten Felder, um es zu aktualisieren.</translation>
    </message>
    <message>
        <location filename="../views/ResultsPanel.cpp" line="220"/>
        <source>Findings: warnings about this plan</source>
        <translation>Hinweise: Warnungen zu diesem Plan</translation>
    </message>
    <message>
        <location filename="../views/ResultsPanel.cpp" line="221"/>
        <source>&amp;Options</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>capplan::views::RiskInputs</name>
    <message>
        <location filename="../views/RiskInputs.cpp" line="266"/>
        <source>Checkpoint interval</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/RiskInputs.cpp" line="291"/>
        <source>Failures and checkpoints</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/RiskInputs.cpp" line="292"/>
        <source>Model node failures, checkpoints, restarts, low-priority preemptions and the idle timer, and recommend at a confidence of meeting the deadline</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/RiskInputs.cpp" line="294"/>
        <source>Node MTBF:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/RiskInputs.cpp" line="295"/>
        <location filename="../views/RiskInputs.cpp" line="303"/>
        <location filename="../views/RiskInputs.cpp" line="321"/>
        <source> h</source>
        <translation type="unfinished"> h</translation>
    </message>
    <message>
        <location filename="../views/RiskInputs.cpp" line="296"/>
        <source>never fails</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/RiskInputs.cpp" line="297"/>
        <source>Mean time between failures of one node, in hours. The default, %1 h, is Llama 3&apos;s rate: 419 unexpected interruptions in 54 days on 16,384 GPUs (Meta, &quot;The Llama 3 Herd of Models&quot;, 2024, section 3.3.4). 0 means nodes never fail.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/RiskInputs.cpp" line="301"/>
        <source>Optimal checkpoints</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/RiskInputs.cpp" line="302"/>
        <source>Checkpoint at the Young/Daly interval √(2 · write time · job MTBF) for each node count</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/RiskInputs.cpp" line="304"/>
        <source>Hours of training between two checkpoints</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/RiskInputs.cpp" line="305"/>
        <source>Checkpoint write:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/RiskInputs.cpp" line="306"/>
        <location filename="../views/RiskInputs.cpp" line="309"/>
        <source> min</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/RiskInputs.cpp" line="307"/>
        <source>Minutes one checkpoint write stops training</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/RiskInputs.cpp" line="308"/>
        <source>Rest&amp;art:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/RiskInputs.cpp" line="310"/>
        <source>Minutes from a failure to training again: reallocation, image pull, loading the last checkpoint (ten minutes or more)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/RiskInputs.cpp" line="312"/>
        <source>Idle before scale-down:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/RiskInputs.cpp" line="313"/>
        <source> s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/RiskInputs.cpp" line="314"/>
        <source>The cluster&apos;s idle_time_before_scale_down: every node keeps billing this long after the job ends</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/RiskInputs.cpp" line="316"/>
        <source>Low-priority preemptions:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/RiskInputs.cpp" line="317"/>
        <source> per node-hour</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/RiskInputs.cpp" line="318"/>
        <source>How often Azure takes a low-priority node back. Azure publishes no rate: use your own history; the default assumes once per 100 node-hours</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/RiskInputs.cpp" line="320"/>
        <source>Regain capacity:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/RiskInputs.cpp" line="322"/>
        <source>Hours until a preempted low-priority cluster has all its nodes again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/RiskInputs.cpp" line="323"/>
        <source>Trials:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/RiskInputs.cpp" line="324"/>
        <source>Simulated runs per node count</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/RiskInputs.cpp" line="325"/>
        <source>Seed:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/RiskInputs.cpp" line="326"/>
        <source>The simulation&apos;s random seed: the same seed gives the same figures</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/RiskInputs.cpp" line="327"/>
        <source>Con&amp;fidence:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/RiskInputs.cpp" line="328"/>
        <source> %</source>
        <translation type="unfinished"> %</translation>
    </message>
    <message>
        <location filename="../views/RiskInputs.cpp" line="329"/>
        <source>Recommend the cheapest node count that meets the deadline with at least this probability</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>capplan::views::RiskPanel</name>
    <message>
        <location filename="../views/RiskPanel.cpp" line="259"/>
        <source>Simulating %1 trials per node count…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/RiskPanel.cpp" line="261"/>
        <source>Simulation cancelled; the figures below belong to earlier inputs.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/RiskPanel.cpp" line="263"/>
        <source>The inputs have problems; the figures below belong to earlier inputs.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/RiskPanel.cpp" line="265"/>
        <source>%1 trials per node count, seed %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/RiskPanel.cpp" line="268"/>
        <source>Waiting for the simulation…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/RiskPanel.cpp" line="300"/>
        <source>P(meet deadline)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/RiskPanel.cpp" line="322"/>
        <location filename="../views/RiskPanel.cpp" line="376"/>
        <location filename="../views/RiskPanel.cpp" line="431"/>
        <location filename="../views/RiskPanel.cpp" line="505"/>
        <source>Nodes</source>
        <translation type="unfinished">Knoten</translation>
    </message>
    <message>
        <location filename="../views/RiskPanel.cpp" line="335"/>
        <source>Wall clock, P10–P90</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/RiskPanel.cpp" line="353"/>
        <source>P10–P90</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/RiskPanel.cpp" line="358"/>
        <source>Median</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/RiskPanel.cpp" line="362"/>
        <location filename="../views/RiskPanel.cpp" line="505"/>
        <source>Expected</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/RiskPanel.cpp" line="375"/>
        <location filename="../views/RiskPanel.cpp" line="469"/>
        <source>Hours</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/RiskPanel.cpp" line="389"/>
        <source>Expected cost, P10–P90</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/RiskPanel.cpp" line="449"/>
        <source>Checkpoint interval at 1 node</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/RiskPanel.cpp" line="450"/>
        <source>Checkpoint interval at %1 nodes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/RiskPanel.cpp" line="465"/>
        <source>Expected wall clock</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/RiskPanel.cpp" line="468"/>
        <source>Hours between checkpoints</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/RiskPanel.cpp" line="486"/>
        <source>optimal %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/RiskPanel.cpp" line="497"/>
        <source>No failures modelled: no checkpoints needed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/RiskPanel.cpp" line="505"/>
        <source>Tier</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/RiskPanel.cpp" line="505"/>
        <source>P(deadline)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/RiskPanel.cpp" line="505"/>
        <source>P10</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/RiskPanel.cpp" line="506"/>
        <source>P50</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/RiskPanel.cpp" line="506"/>
        <source>P90</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/RiskPanel.cpp" line="506"/>
        <source>Exp. cost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/RiskPanel.cpp" line="506"/>
        <source>Cost P10–P90</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/RiskPanel.cpp" line="506"/>
        <source>Checkpoints</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/RiskPanel.cpp" line="507"/>
        <source>Node count</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/RiskPanel.cpp" line="508"/>
        <source>Dedicated or low-priority capacity</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/RiskPanel.cpp" line="509"/>
        <source>Probability of finishing by the deadline</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/RiskPanel.cpp" line="510"/>
        <source>Expected wall clock with failures, restarts and checkpoints (exact closed form)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/RiskPanel.cpp" line="511"/>
        <source>Wall clock that 10 % of the simulated runs beat</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/RiskPanel.cpp" line="512"/>
        <source>Median wall clock of the simulated runs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/RiskPanel.cpp" line="513"/>
        <source>Wall clock that 90 % of the simulated runs beat</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/RiskPanel.cpp" line="514"/>
        <source>Expected cost, the idle tail included</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/RiskPanel.cpp" line="515"/>
        <source>Cost range from the 10th to the 90th percentile</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/RiskPanel.cpp" line="516"/>
        <source>Hours of training between checkpoints; none when the run is shorter than the optimal interval</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/RiskPanel.cpp" line="548"/>
        <source>%1 – %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/RiskPanel.cpp" line="550"/>
        <source>none</source>
        <translation type="unfinished">keins</translation>
    </message>
    <message>
        <location filename="../views/RiskPanel.cpp" line="579"/>
        <source>Risk modelling is off. Switch on &quot;Failures and checkpoints&quot; in the inputs to see the probability of meeting the deadline, the spread of wall clock and cost, and the best checkpoint interval.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/RiskPanel.cpp" line="582"/>
        <source>&amp;Cancel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/RiskPanel.cpp" line="583"/>
        <source>Stop the simulation (Esc)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/RiskPanel.cpp" line="585"/>
        <source>&amp;Run again</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>capplan::views::SizeFactsPanel</name>
    <message>
        <location filename="../views/SizeFactsPanel.cpp" line="125"/>
        <source>Size facts</source>
        <translation>Kenndaten der VM-Größe</translation>
    </message>
    <message>
        <location filename="../views/SizeFactsPanel.cpp" line="129"/>
        <source>vCPUs</source>
        <translation>vCPUs</translation>
    </message>
    <message>
        <location filename="../views/SizeFactsPanel.cpp" line="130"/>
        <source>RAM</source>
        <translation>RAM</translation>
    </message>
    <message>
        <location filename="../views/SizeFactsPanel.cpp" line="131"/>
        <source>GPUs</source>
        <translation>GPUs</translation>
    </message>
    <message>
        <location filename="../views/SizeFactsPanel.cpp" line="132"/>
        <source>GPU memory</source>
        <translation>GPU-Speicher</translation>
    </message>
    <message>
        <location filename="../views/SizeFactsPanel.cpp" line="133"/>
        <source>BF16 dense</source>
        <translation>BF16 (dense)</translation>
    </message>
    <message>
        <location filename="../views/SizeFactsPanel.cpp" line="134"/>
        <source>InfiniBand / GPU</source>
        <translation>InfiniBand / GPU</translation>
    </message>
    <message>
        <location filename="../views/SizeFactsPanel.cpp" line="135"/>
        <source>InfiniBand / VM</source>
        <translation>InfiniBand / VM</translation>
    </message>
    <message>
        <location filename="../views/SizeFactsPanel.cpp" line="136"/>
        <source>Ethernet</source>
        <translation>Ethernet</translation>
    </message>
    <message>
        <location filename="../views/SizeFactsPanel.cpp" line="137"/>
        <source>Quota family</source>
        <translation>Kontingentfamilie</translation>
    </message>
    <message>
        <location filename="../views/SizeFactsPanel.cpp" line="138"/>
        <source>Status</source>
        <translation>Status</translation>
    </message>
    <message>
        <location filename="../views/SizeFactsPanel.cpp" line="139"/>
        <source>Price</source>
        <translation>Preis</translation>
    </message>
    <message>
        <location filename="../views/SizeFactsPanel.cpp" line="144"/>
        <location filename="../views/SizeFactsPanel.cpp" line="165"/>
        <source>[%1] unverified · %2</source>
        <translation>[%1] ungeprüft · %2</translation>
    </message>
    <message>
        <location filename="../views/SizeFactsPanel.cpp" line="168"/>
        <source>[%1] as of %2</source>
        <translation>[%1] Stand %2</translation>
    </message>
    <message>
        <location filename="../views/SizeFactsPanel.cpp" line="172"/>
        <source>Source: %1
As of: %2
Not yet confirmed against the source.</source>
        <translation>Quelle: %1
Stand: %2
Noch nicht mit der Quelle abgeglichen.</translation>
    </message>
    <message>
        <location filename="../views/SizeFactsPanel.cpp" line="172"/>
        <source>Source: %1
As of: %2</source>
        <translation>Quelle: %1
Stand: %2</translation>
    </message>
    <message>
        <location filename="../views/SizeFactsPanel.cpp" line="202"/>
        <source>%1 GiB</source>
        <translation>%1 GiB</translation>
    </message>
    <message>
        <location filename="../views/SizeFactsPanel.cpp" line="203"/>
        <source>%1 Gb/s</source>
        <translation>%1 Gb/s</translation>
    </message>
    <message>
        <location filename="../views/SizeFactsPanel.cpp" line="210"/>
        <source>%1 × %2</source>
        <translation>%1 × %2</translation>
    </message>
    <message>
        <location filename="../views/SizeFactsPanel.cpp" line="211"/>
        <source>%1 per GPU</source>
        <translation>%1 pro GPU</translation>
    </message>
    <message>
        <location filename="../views/SizeFactsPanel.cpp" line="212"/>
        <source>%1 TFLOP/s per GPU</source>
        <translation>%1 TFLOP/s pro GPU</translation>
    </message>
    <message>
        <location filename="../views/SizeFactsPanel.cpp" line="218"/>
        <location filename="../views/SizeFactsPanel.cpp" line="219"/>
        <source>none</source>
        <translation>keins</translation>
    </message>
    <message>
        <location filename="../views/SizeFactsPanel.cpp" line="221"/>
        <source>%1 per VM</source>
        <translation>%1 pro VM</translation>
    </message>
    <message>
        <location filename="../views/SizeFactsPanel.cpp" line="231"/>
        <source>%1, retired on %2</source>
        <translation>%1, eingestellt am %2</translation>
    </message>
    <message>
        <location filename="../views/SizeFactsPanel.cpp" line="231"/>
        <source>%1, retires on %2</source>
        <translation>%1, wird am %2 eingestellt</translation>
    </message>
    <message>
        <location filename="../views/SizeFactsPanel.cpp" line="242"/>
        <source>%1 per node-hour (%2, %3)</source>
        <translation>%1 pro Knotenstunde (%2, %3)</translation>
    </message>
    <message>
        <location filename="../views/SizeFactsPanel.cpp" line="247"/>
        <source>no catalog price for this region and tier</source>
        <translation>kein Katalogpreis für diese Region und diesen Tarif</translation>
    </message>
    <message>
        <location filename="../views/SizeFactsPanel.cpp" line="251"/>
        <source>[%1] %2</source>
        <translation>[%1] %2</translation>
    </message>
</context>
<context>
    <name>capplan::views::SpecEditCommand</name>
    <message>
        <location filename="../views/SpecEditCommand.cpp" line="95"/>
        <source>Change %1</source>
        <translation>%1 ändern</translation>
    </message>
    <message>
        <location filename="../views/SpecEditCommand.cpp" line="102"/>
        <source>plan name</source>
        <translation>Planname</translation>
    </message>
    <message>
        <location filename="../views/SpecEditCommand.cpp" line="104"/>
        <source>VM size</source>
        <translation>VM-Größe</translation>
    </message>
    <message>
        <location filename="../views/SpecEditCommand.cpp" line="106"/>
        <source>region</source>
        <translation>Region</translation>
    </message>
    <message>
        <location filename="../views/SpecEditCommand.cpp" line="108"/>
        <source>tier</source>
        <translation>Tarif</translation>
    </message>
    <message>
        <location filename="../views/SpecEditCommand.cpp" line="111"/>
        <source>price</source>
        <translation>Preis</translation>
    </message>
    <message>
        <location filename="../views/SpecEditCommand.cpp" line="113"/>
        <source>workload form</source>
        <translation>Workload-Form</translation>
    </message>
    <message>
        <location filename="../views/SpecEditCommand.cpp" line="115"/>
        <source>GPU-hours</source>
        <translation>GPU-Stunden</translation>
    </message>
    <message>
        <location filename="../views/SpecEditCommand.cpp" line="117"/>
        <source>tokens</source>
        <translation>Tokens</translation>
    </message>
    <message>
        <location filename="../views/SpecEditCommand.cpp" line="119"/>
        <source>tokens/s per GPU</source>
        <translation>Tokens/s pro GPU</translation>
    </message>
    <message>
        <location filename="../views/SpecEditCommand.cpp" line="121"/>
        <source>parameters</source>
        <translation>Parameter</translation>
    </message>
    <message>
        <location filename="../views/SpecEditCommand.cpp" line="123"/>
        <source>MFU</source>
        <translation>MFU</translation>
    </message>
    <message>
        <location filename="../views/SpecEditCommand.cpp" line="125"/>
        <source>scaling efficiency</source>
        <translation>Skalierungseffizienz</translation>
    </message>
    <message>
        <location filename="../views/SpecEditCommand.cpp" line="127"/>
        <source>goodput</source>
        <translation>Goodput</translation>
    </message>
    <message>
        <location filename="../views/SpecEditCommand.cpp" line="129"/>
        <source>overhead</source>
        <translation>Overhead</translation>
    </message>
    <message>
        <location filename="../views/SpecEditCommand.cpp" line="131"/>
        <source>node counts</source>
        <translation>Knotenzahlen</translation>
    </message>
    <message>
        <location filename="../views/SpecEditCommand.cpp" line="134"/>
        <source>deadline</source>
        <translation>Frist</translation>
    </message>
    <message>
        <location filename="../views/SpecEditCommand.cpp" line="137"/>
        <source>budget</source>
        <translation>Budget</translation>
    </message>
    <message>
        <location filename="../views/SpecEditCommand.cpp" line="139"/>
        <source>risk modelling</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/SpecEditCommand.cpp" line="141"/>
        <source>node MTBF</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/SpecEditCommand.cpp" line="143"/>
        <source>checkpoint interval</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/SpecEditCommand.cpp" line="145"/>
        <source>checkpoint write time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/SpecEditCommand.cpp" line="147"/>
        <source>restart time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/SpecEditCommand.cpp" line="149"/>
        <source>idle time before scale-down</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/SpecEditCommand.cpp" line="151"/>
        <source>preemption rate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/SpecEditCommand.cpp" line="153"/>
        <source>time to regain capacity</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/SpecEditCommand.cpp" line="155"/>
        <source>trials</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/SpecEditCommand.cpp" line="157"/>
        <source>random seed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/SpecEditCommand.cpp" line="159"/>
        <source>confidence</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/SpecEditCommand.cpp" line="161"/>
        <source>Azure ML settings</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <location filename="../app/gui/main.cpp" line="63"/>
        <source>Plan distributed GPU training on Azure: node count, wall clock, cost, quota.</source>
        <translation>Verteiltes GPU-Training auf Azure planen: Knotenzahl, Laufzeit, Kosten, Kontingent.</translation>
    </message>
    <message>
        <location filename="../app/gui/main.cpp" line="68"/>
        <source>A plan file to open instead of the example.</source>
        <translation>Eine Plandatei, die statt des Beispiels geöffnet wird.</translation>
    </message>
</context>
</TS>
