<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context>
    <name>capplan::data::CatalogStore</name>
    <message>
        <location filename="../data/CatalogStore.cpp" line="78"/>
        <source>not a catalog document</source>
        <translation>kein Katalogdokument</translation>
    </message>
    <message>
        <location filename="../data/CatalogStore.cpp" line="105"/>
        <source>unknown status</source>
        <translation>unbekannter Status</translation>
    </message>
    <message>
        <location filename="../data/CatalogStore.cpp" line="117"/>
        <source>unknown tier</source>
        <translation>unbekannter Tarif</translation>
    </message>
    <message>
        <location filename="../data/CatalogStore.cpp" line="128"/>
        <source>the embedded catalog is malformed: %1</source>
        <translation>der integrierte Katalog ist fehlerhaft: %1</translation>
    </message>
    <message>
        <location filename="../data/CatalogStore.cpp" line="136"/>
        <source>the embedded default catalog is missing</source>
        <translation>der integrierte Standardkatalog fehlt</translation>
    </message>
    <message>
        <location filename="../data/CatalogStore.cpp" line="183"/>
        <source>cannot open the catalog: %1</source>
        <translation>der Katalog kann nicht geöffnet werden: %1</translation>
    </message>
    <message>
        <location filename="../data/CatalogStore.cpp" line="189"/>
        <location filename="../data/CatalogStore.cpp" line="203"/>
        <source>the catalog file is damaged or not a catalog (%1); it was left untouched</source>
        <translation>die Katalogdatei ist beschädigt oder kein Katalog (%1); sie wurde nicht verändert</translation>
    </message>
    <message>
        <location filename="../data/CatalogStore.cpp" line="196"/>
        <source>the catalog file is damaged (%1); it was left untouched</source>
        <translation>die Katalogdatei ist beschädigt (%1); sie wurde nicht verändert</translation>
    </message>
    <message>
        <location filename="../data/CatalogStore.cpp" line="208"/>
        <source>the catalog was written by a newer version of this application (schema %1, this version knows %2); it was left untouched</source>
        <translation>der Katalog wurde von einer neueren Version dieser Anwendung geschrieben (Schema %1, diese Version kennt %2); er wurde nicht verändert</translation>
    </message>
    <message>
        <location filename="../data/CatalogStore.cpp" line="219"/>
        <source>the file is a SQLite database but not a catalog of this application; it was left untouched</source>
        <translation>die Datei ist eine SQLite-Datenbank, aber kein Katalog dieser Anwendung; sie wurde nicht verändert</translation>
    </message>
    <message>
        <location filename="../data/CatalogStore.cpp" line="229"/>
        <source>cannot back up the catalog before upgrading it: %1</source>
        <translation>der Katalog kann vor der Aktualisierung nicht gesichert werden: %1</translation>
    </message>
    <message>
        <location filename="../data/CatalogStore.cpp" line="270"/>
        <source>migration %1 is missing</source>
        <translation>Migration %1 fehlt</translation>
    </message>
    <message>
        <location filename="../data/CatalogStore.cpp" line="275"/>
        <source>cannot start migration %1: %2</source>
        <translation>Migration %1 kann nicht gestartet werden: %2</translation>
    </message>
    <message>
        <location filename="../data/CatalogStore.cpp" line="286"/>
        <location filename="../data/CatalogStore.cpp" line="289"/>
        <source>migration %1 failed: %2</source>
        <translation>Migration %1 ist fehlgeschlagen: %2</translation>
    </message>
    <message>
        <location filename="../data/CatalogStore.cpp" line="317"/>
        <source>cannot load the default catalog: %1</source>
        <translation>der Standardkatalog kann nicht geladen werden: %1</translation>
    </message>
    <message>
        <location filename="../data/CatalogStore.cpp" line="438"/>
        <source>a size needs a name</source>
        <translation>eine VM-Größe braucht einen Namen</translation>
    </message>
    <message>
        <location filename="../data/CatalogStore.cpp" line="456"/>
        <source>a price must be a positive number</source>
        <translation>ein Preis muss eine positive Zahl sein</translation>
    </message>
</context>
<context>
    <name>capplan::data::PlanFile</name>
    <message>
        <location filename="../data/PlanFile.cpp" line="53"/>
        <source>null</source>
        <translation>null</translation>
    </message>
    <message>
        <location filename="../data/PlanFile.cpp" line="55"/>
        <source>a boolean</source>
        <translation>ein boolescher Wert</translation>
    </message>
    <message>
        <location filename="../data/PlanFile.cpp" line="57"/>
        <source>a string</source>
        <translation>eine Zeichenkette</translation>
    </message>
    <message>
        <location filename="../data/PlanFile.cpp" line="59"/>
        <source>an array</source>
        <translation>ein Array</translation>
    </message>
    <message>
        <location filename="../data/PlanFile.cpp" line="61"/>
        <source>an object</source>
        <translation>ein Objekt</translation>
    </message>
    <message>
        <location filename="../data/PlanFile.cpp" line="63"/>
        <source>a number</source>
        <translation>eine Zahl</translation>
    </message>
    <message>
        <location filename="../data/PlanFile.cpp" line="70"/>
        <source>must be an object, not %1</source>
        <translation>muss ein Objekt sein, nicht %1</translation>
    </message>
    <message>
        <location filename="../data/PlanFile.cpp" line="79"/>
        <source>unknown field</source>
        <translation>unbekanntes Feld</translation>
    </message>
    <message>
        <location filename="../data/PlanFile.cpp" line="87"/>
        <source>must be a number, not %1</source>
        <translation>muss eine Zahl sein, nicht %1</translation>
    </message>
    <message>
        <location filename="../data/PlanFile.cpp" line="91"/>
        <location filename="../data/PlanFile.cpp" line="428"/>
        <source>must be a finite number</source>
        <translation>muss eine endliche Zahl sein</translation>
    </message>
    <message>
        <location filename="../data/PlanFile.cpp" line="100"/>
        <source>must be greater than zero (got %1)</source>
        <translation>muss größer als null sein (ist %1)</translation>
    </message>
    <message>
        <location filename="../data/PlanFile.cpp" line="109"/>
        <source>must not be negative (got %1)</source>
        <translation>darf nicht negativ sein (ist %1)</translation>
    </message>
    <message>
        <location filename="../data/PlanFile.cpp" line="118"/>
        <source>must be a whole number (got %1)</source>
        <translation>muss eine ganze Zahl sein (ist %1)</translation>
    </message>
    <message>
        <location filename="../data/PlanFile.cpp" line="126"/>
        <source>must be a string, not %1</source>
        <translation>muss eine Zeichenkette sein, nicht %1</translation>
    </message>
    <message>
        <location filename="../data/PlanFile.cpp" line="135"/>
        <source>is missing</source>
        <translation>fehlt</translation>
    </message>
    <message>
        <location filename="../data/PlanFile.cpp" line="150"/>
        <source>needs one of: gpu_hours; tokens + tokens_per_gpu_second; tokens + parameters + mfu</source>
        <translation>benötigt eine dieser Angaben: gpu_hours; tokens + tokens_per_gpu_second; tokens + parameters + mfu</translation>
    </message>
    <message>
        <location filename="../data/PlanFile.cpp" line="153"/>
        <source>gives more than one workload form; use exactly one of: gpu_hours; tokens + tokens_per_gpu_second; tokens + parameters + mfu</source>
        <translation>enthält mehr als eine Workload-Form; verwenden Sie genau eine dieser Angaben: gpu_hours; tokens + tokens_per_gpu_second; tokens + parameters + mfu</translation>
    </message>
    <message>
        <location filename="../data/PlanFile.cpp" line="158"/>
        <source>cannot be combined with gpu_hours</source>
        <translation>kann nicht mit gpu_hours kombiniert werden</translation>
    </message>
    <message>
        <location filename="../data/PlanFile.cpp" line="169"/>
        <source>is missing (or give parameters + mfu instead)</source>
        <translation>fehlt (oder geben Sie stattdessen parameters + mfu an)</translation>
    </message>
    <message>
        <location filename="../data/PlanFile.cpp" line="174"/>
        <location filename="../data/PlanFile.cpp" line="255"/>
        <source>must be a fraction in (0, 1] (got %1)</source>
        <translation>muss ein Anteil in (0, 1] sein (ist %1)</translation>
    </message>
    <message>
        <location filename="../data/PlanFile.cpp" line="188"/>
        <location filename="../data/PlanFile.cpp" line="267"/>
        <source>needs at least one node count</source>
        <translation>benötigt mindestens eine Knotenzahl</translation>
    </message>
    <message>
        <location filename="../data/PlanFile.cpp" line="198"/>
        <source>the key must be a node count from 1 to %1</source>
        <translation>der Schlüssel muss eine Knotenzahl von 1 bis %1 sein</translation>
    </message>
    <message>
        <location filename="../data/PlanFile.cpp" line="202"/>
        <source>efficiency must be in (0, 1] (got %1)</source>
        <translation>die Effizienz muss in (0, 1] liegen (ist %1)</translation>
    </message>
    <message>
        <location filename="../data/PlanFile.cpp" line="217"/>
        <source>must be &quot;%1&quot;</source>
        <translation>muss &quot;%1&quot; sein</translation>
    </message>
    <message>
        <location filename="../data/PlanFile.cpp" line="221"/>
        <source>must be 1 or later (got %1)</source>
        <translation>muss 1 oder höher sein (ist %1)</translation>
    </message>
    <message>
        <location filename="../data/PlanFile.cpp" line="225"/>
        <source>this file needs a newer version of the application (plan version %1, this one reads up to %2)</source>
        <translation>diese Datei benötigt eine neuere Version der Anwendung (Planversion %1, diese Version liest bis %2)</translation>
    </message>
    <message>
        <location filename="../data/PlanFile.cpp" line="234"/>
        <source>must name a VM size</source>
        <translation>muss eine VM-Größe angeben</translation>
    </message>
    <message>
        <location filename="../data/PlanFile.cpp" line="238"/>
        <source>must name a region</source>
        <translation>muss eine Region angeben</translation>
    </message>
    <message>
        <location filename="../data/PlanFile.cpp" line="243"/>
        <source>must be &quot;dedicated&quot; or &quot;low_priority&quot;</source>
        <translation>muss &quot;dedicated&quot; oder &quot;low_priority&quot; sein</translation>
    </message>
    <message>
        <location filename="../data/PlanFile.cpp" line="264"/>
        <source>must be an array of node counts, not %1</source>
        <translation>muss ein Array von Knotenzahlen sein, nicht %1</translation>
    </message>
    <message>
        <location filename="../data/PlanFile.cpp" line="274"/>
        <source>must be a node count from 1 to %1 (got %2)</source>
        <translation>muss eine Knotenzahl von 1 bis %1 sein (ist %2)</translation>
    </message>
    <message>
        <location filename="../data/PlanFile.cpp" line="277"/>
        <source>node count %1 is listed twice</source>
        <translation>Knotenzahl %1 ist doppelt aufgeführt</translation>
    </message>
    <message>
        <location filename="../data/PlanFile.cpp" line="425"/>
        <source>is given twice</source>
        <translation>ist doppelt angegeben</translation>
    </message>
    <message>
        <location filename="../data/PlanFile.cpp" line="432"/>
        <source>malformed JSON at line %1, column %2</source>
        <translation>fehlerhaftes JSON in Zeile %1, Spalte %2</translation>
    </message>
    <message>
        <location filename="../data/PlanFile.cpp" line="453"/>
        <source>cannot read the file: %1</source>
        <translation>die Datei kann nicht gelesen werden: %1</translation>
    </message>
    <message>
        <location filename="../data/PlanFile.cpp" line="514"/>
        <location filename="../data/PlanFile.cpp" line="520"/>
        <source>cannot write the file: %1</source>
        <translation>die Datei kann nicht geschrieben werden: %1</translation>
    </message>
    <message>
        <location filename="../data/PlanFile.cpp" line="525"/>
        <source>cannot save the file: %1</source>
        <translation>die Datei kann nicht gespeichert werden: %1</translation>
    </message>
</context>
<context>
    <name>capplan::data::Texts</name>
    <message>
        <location filename="../data/Report.cpp" line="119"/>
        <source>Plan %1: %2 in %3 (%4), %5 per node-hour%6</source>
        <translation>Plan %1: %2 in %3 (%4), %5 pro Knotenstunde%6</translation>
    </message>
    <message>
        <location filename="../data/Report.cpp" line="120"/>
        <source>(unnamed)</source>
        <translation>(unbenannt)</translation>
    </message>
    <message>
        <location filename="../data/Report.cpp" line="122"/>
        <source> (catalog)</source>
        <translation> (Katalog)</translation>
    </message>
    <message>
        <location filename="../data/Report.cpp" line="124"/>
        <source>Work: %1 GPU-hours at full efficiency</source>
        <translation>Aufwand: %1 GPU-Stunden bei voller Effizienz</translation>
    </message>
    <message>
        <location filename="../data/Report.cpp" line="126"/>
        <source> (%1 tokens/s per GPU)</source>
        <translation> (%1 Tokens/s pro GPU)</translation>
    </message>
    <message>
        <location filename="../data/Report.cpp" line="129"/>
        <source>nodes</source>
        <translation>Knoten</translation>
    </message>
    <message>
        <location filename="../data/Report.cpp" line="129"/>
        <location filename="../data/Report.cpp" line="209"/>
        <source>GPUs</source>
        <translation>GPUs</translation>
    </message>
    <message>
        <location filename="../data/Report.cpp" line="129"/>
        <source>efficiency</source>
        <translation>Effizienz</translation>
    </message>
    <message>
        <location filename="../data/Report.cpp" line="130"/>
        <source>speedup</source>
        <translation>Beschleunigung</translation>
    </message>
    <message>
        <location filename="../data/Report.cpp" line="130"/>
        <source>compute</source>
        <translation>Rechenzeit</translation>
    </message>
    <message>
        <location filename="../data/Report.cpp" line="130"/>
        <source>wall clock</source>
        <translation>Laufzeit</translation>
    </message>
    <message>
        <location filename="../data/Report.cpp" line="131"/>
        <source>node-hours</source>
        <translation>Knotenstunden</translation>
    </message>
    <message>
        <location filename="../data/Report.cpp" line="131"/>
        <source>cost</source>
        <translation>Kosten</translation>
    </message>
    <message>
        <location filename="../data/Report.cpp" line="131"/>
        <source>quota cores</source>
        <translation>Kontingentkerne</translation>
    </message>
    <message>
        <location filename="../data/Report.cpp" line="132"/>
        <source>deadline</source>
        <translation>Frist</translation>
    </message>
    <message>
        <location filename="../data/Report.cpp" line="132"/>
        <source>budget</source>
        <translation>Budget</translation>
    </message>
    <message>
        <location filename="../data/Report.cpp" line="140"/>
        <location filename="../data/Report.cpp" line="141"/>
        <source>yes</source>
        <translation>ja</translation>
    </message>
    <message>
        <location filename="../data/Report.cpp" line="140"/>
        <location filename="../data/Report.cpp" line="141"/>
        <source>no</source>
        <translation>nein</translation>
    </message>
    <message>
        <location filename="../data/Report.cpp" line="209"/>
        <source>size</source>
        <translation>VM-Größe</translation>
    </message>
    <message>
        <location filename="../data/Report.cpp" line="209"/>
        <location filename="../data/Texts.cpp" line="280"/>
        <source>vCPUs</source>
        <translation>vCPUs</translation>
    </message>
    <message>
        <location filename="../data/Report.cpp" line="210"/>
        <location filename="../data/Texts.cpp" line="292"/>
        <source>GPU memory</source>
        <translation>GPU-Speicher</translation>
    </message>
    <message>
        <location filename="../data/Report.cpp" line="210"/>
        <source>BF16 TFLOP/s</source>
        <translation>BF16-TFLOP/s</translation>
    </message>
    <message>
        <location filename="../data/Report.cpp" line="210"/>
        <source>IB Gb/s per GPU</source>
        <translation>IB Gb/s pro GPU</translation>
    </message>
    <message>
        <location filename="../data/Report.cpp" line="211"/>
        <location filename="../data/Texts.cpp" line="304"/>
        <source>quota family</source>
        <translation>Kontingentfamilie</translation>
    </message>
    <message>
        <location filename="../data/Report.cpp" line="211"/>
        <location filename="../data/Texts.cpp" line="307"/>
        <source>status</source>
        <translation>Status</translation>
    </message>
    <message>
        <location filename="../data/Report.cpp" line="211"/>
        <source>dedicated price per hour</source>
        <translation>dedizierter Preis pro Stunde</translation>
    </message>
    <message>
        <location filename="../data/Report.cpp" line="231"/>
        <source>%1 GiB</source>
        <translation>%1 GiB</translation>
    </message>
    <message>
        <location filename="../data/Report.cpp" line="222"/>
        <source> (unverified)</source>
        <translation> (ungeprüft)</translation>
    </message>
    <message>
        <location filename="../data/Report.cpp" line="233"/>
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
        <location filename="../data/Texts.cpp" line="105"/>
        <source>must be from %1 to %2 (got %3)</source>
        <translation>muss zwischen %1 und %2 liegen (ist %3)</translation>
    </message>
    <message>
        <location filename="../data/Texts.cpp" line="107"/>
        <source>must be at most %1 (got %2)</source>
        <translation>darf höchstens %1 sein (ist %2)</translation>
    </message>
    <message>
        <location filename="../data/Texts.cpp" line="109"/>
        <source>needs at least one node count with its efficiency</source>
        <translation>braucht mindestens eine Knotenzahl mit ihrer Effizienz</translation>
    </message>
    <message>
        <location filename="../data/Texts.cpp" line="111"/>
        <source>efficiency must be in (0, 1] (got %1)</source>
        <translation>die Effizienz muss in (0, 1] liegen (ist %1)</translation>
    </message>
    <message>
        <location filename="../data/Texts.cpp" line="113"/>
        <source>must be a node count from %1 to %2 (got %3)</source>
        <translation>muss eine Knotenzahl von %1 bis %2 sein (ist %3)</translation>
    </message>
    <message>
        <location filename="../data/Texts.cpp" line="115"/>
        <source>node count %1 is listed twice</source>
        <translation>Knotenzahl %1 ist doppelt aufgeführt</translation>
    </message>
    <message>
        <location filename="../data/Texts.cpp" line="117"/>
        <source>&quot;%1&quot; is not a VM size in the catalog</source>
        <translation>„%1“ ist keine VM-Größe im Katalog</translation>
    </message>
    <message>
        <location filename="../data/Texts.cpp" line="119"/>
        <source>&quot;%1&quot; is not a region in the catalog</source>
        <translation>„%1“ ist keine Region im Katalog</translation>
    </message>
    <message>
        <location filename="../data/Texts.cpp" line="121"/>
        <source>the catalog has no price for this size in &quot;%1&quot; at this tier; choose another region or give price_per_node_hour</source>
        <translation>der Katalog hat für diese VM-Größe in „%1“ keinen Preis in diesem Tarif; wählen Sie eine andere Region oder geben Sie price_per_node_hour an</translation>
    </message>
    <message>
        <location filename="../data/Texts.cpp" line="125"/>
        <source>the catalog has no peak TFLOP/s for &quot;%1&quot;, so MFU cannot be turned into a throughput; give tokens_per_gpu_second instead</source>
        <translation>der Katalog kennt keine Spitzenleistung (TFLOP/s) für „%1“, daher lässt sich MFU nicht in einen Durchsatz umrechnen; geben Sie stattdessen tokens_per_gpu_second an</translation>
    </message>
    <message>
        <location filename="../data/Texts.cpp" line="129"/>
        <source>the inputs give a result too large to compute</source>
        <translation>die Eingaben ergeben ein zu großes Ergebnis, um es zu berechnen</translation>
    </message>
    <message>
        <location filename="../data/Texts.cpp" line="131"/>
        <source>&quot;%1&quot; has no GPUs or no vCPUs in the catalog</source>
        <translation>„%1“ hat im Katalog keine GPUs oder keine vCPUs</translation>
    </message>
    <message>
        <location filename="../data/Texts.cpp" line="133"/>
        <source>is not valid</source>
        <translation>ist ungültig</translation>
    </message>
    <message>
        <location filename="../data/Texts.cpp" line="140"/>
        <source>%1: %2, %3</source>
        <translation>%1: %2, %3</translation>
    </message>
    <message>
        <location filename="../data/Texts.cpp" line="148"/>
        <source>the cheapest option that meets the %1 deadline within the %2 budget.</source>
        <translation>die günstigste Option, die die Frist von %1 im Budget von %2 einhält.</translation>
    </message>
    <message>
        <location filename="../data/Texts.cpp" line="151"/>
        <source>the cheapest option that meets the %1 deadline.</source>
        <translation>die günstigste Option, die die Frist von %1 einhält.</translation>
    </message>
    <message>
        <location filename="../data/Texts.cpp" line="153"/>
        <source>the cheapest option within the %1 budget.</source>
        <translation>die günstigste Option im Budget von %1.</translation>
    </message>
    <message>
        <location filename="../data/Texts.cpp" line="155"/>
        <source>the cheapest option (no deadline or budget set).</source>
        <translation>die günstigste Option (weder Frist noch Budget festgelegt).</translation>
    </message>
    <message>
        <location filename="../data/Texts.cpp" line="157"/>
        <source>%1 — %2</source>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <location filename="../data/Texts.cpp" line="162"/>
        <source>%1 would finish in %2 for %3 more.</source>
        <translation>Mit %1 wäre der Lauf in %2 fertig, bei %3 höheren Kosten.</translation>
    </message>
    <message>
        <location filename="../data/Texts.cpp" line="163"/>
        <source>%1 would finish in %2 for %3 less.</source>
        <translation>Mit %1 wäre der Lauf in %2 fertig, bei %3 geringeren Kosten.</translation>
    </message>
    <message>
        <location filename="../data/Texts.cpp" line="169"/>
        <source>No recommendation: no node count meets the %1 deadline. The fastest option is %2.</source>
        <translation>Keine Empfehlung: Keine Knotenzahl hält die Frist von %1 ein. Die schnellste Option ist %2.</translation>
    </message>
    <message>
        <location filename="../data/Texts.cpp" line="172"/>
        <source>No recommendation: no node count stays within the %1 budget. The cheapest option is %2; the fastest is %3.</source>
        <translation>Keine Empfehlung: Keine Knotenzahl bleibt im Budget von %1. Die günstigste Option ist %2; die schnellste ist %3.</translation>
    </message>
    <message>
        <location filename="../data/Texts.cpp" line="176"/>
        <source>No recommendation: no node count meets the %1 deadline within the %2 budget. The fastest option is %3; the cheapest is %4.</source>
        <translation>Keine Empfehlung: Keine Knotenzahl hält die Frist von %1 im Budget von %2 ein. Die schnellste Option ist %3; die günstigste ist %4.</translation>
    </message>
    <message>
        <location filename="../data/Texts.cpp" line="181"/>
        <source>No recommendation: no node count meets the %1 deadline, and none stays within the %2 budget. The fastest option is %3; the cheapest is %4.</source>
        <translation>Keine Empfehlung: Keine Knotenzahl hält die Frist von %1 ein, und keine bleibt im Budget von %2. Die schnellste Option ist %3; die günstigste ist %4.</translation>
    </message>
    <message>
        <location filename="../data/Texts.cpp" line="186"/>
        <source>No recommendation: there are no node counts to compare.</source>
        <translation>Keine Empfehlung: Es gibt keine Knotenzahlen zum Vergleichen.</translation>
    </message>
    <message>
        <location filename="../data/Texts.cpp" line="195"/>
        <source>No InfiniBand</source>
        <translation>Kein InfiniBand</translation>
    </message>
    <message>
        <location filename="../data/Texts.cpp" line="197"/>
        <source>Retired size</source>
        <translation>Eingestellte VM-Größe</translation>
    </message>
    <message>
        <location filename="../data/Texts.cpp" line="199"/>
        <source>No feasible option</source>
        <translation>Keine zulässige Option</translation>
    </message>
    <message>
        <location filename="../data/Texts.cpp" line="201"/>
        <source>Unverified value</source>
        <translation>Ungeprüfter Wert</translation>
    </message>
    <message>
        <location filename="../data/Texts.cpp" line="212"/>
        <source>%1 has no InfiniBand: across nodes NCCL falls back to TCP over Ethernet (%2 Gb/s per VM)</source>
        <translation>%1 hat kein InfiniBand: Zwischen Knoten weicht NCCL auf TCP über Ethernet aus (%2 Gb/s pro VM)</translation>
    </message>
    <message>
        <location filename="../data/Texts.cpp" line="215"/>
        <source>, roughly %1× less bandwidth than the %2 Tb/s InfiniBand of one ND H100 v5 VM</source>
        <translation>, etwa %1× weniger Bandbreite als die %2 Tb/s InfiniBand einer ND-H100-v5-VM</translation>
    </message>
    <message>
        <location filename="../data/Texts.cpp" line="218"/>
        <source>. Adding nodes can make training slower, not faster; use an ND size with InfiniBand for multi-node runs.</source>
        <translation>. Zusätzliche Knoten können das Training verlangsamen statt beschleunigen; verwenden Sie für Läufe über mehrere Knoten eine ND-VM-Größe mit InfiniBand.</translation>
    </message>
    <message>
        <location filename="../data/Texts.cpp" line="224"/>
        <source>%1 is retired: clusters on it must be recreated on a current size.</source>
        <translation>%1 ist eingestellt: Cluster darauf müssen auf einer aktuellen VM-Größe neu erstellt werden.</translation>
    </message>
    <message>
        <location filename="../data/Texts.cpp" line="226"/>
        <source>%1 was retired on %2: clusters on it must be recreated on a current size.</source>
        <translation>%1 wurde am %2 eingestellt: Cluster darauf müssen auf einer aktuellen VM-Größe neu erstellt werden.</translation>
    </message>
    <message>
        <location filename="../data/Texts.cpp" line="231"/>
        <source>%1 at %2 (%3)</source>
        <translation>%1 in %2 (%3)</translation>
    </message>
    <message>
        <location filename="../data/Texts.cpp" line="236"/>
        <source>No option meets the %1 deadline; the fastest is %2.</source>
        <translation>Keine Option hält die Frist von %1 ein; die schnellste ist %2.</translation>
    </message>
    <message>
        <location filename="../data/Texts.cpp" line="240"/>
        <source>No option stays within the %1 budget; the cheapest is %2.</source>
        <translation>Keine Option bleibt im Budget von %1; die günstigste ist %2.</translation>
    </message>
    <message>
        <location filename="../data/Texts.cpp" line="242"/>
        <source>%1 at %2</source>
        <translation>%1 für %2</translation>
    </message>
    <message>
        <location filename="../data/Texts.cpp" line="245"/>
        <source>No option meets both the deadline and the budget; the fastest is %1.</source>
        <translation>Keine Option hält Frist und Budget zugleich ein; die schnellste ist %1.</translation>
    </message>
    <message>
        <location filename="../data/Texts.cpp" line="249"/>
        <source>Not verified: %1 of %2 (source: %3, as of %4).</source>
        <translation>Nicht geprüft: %1 von %2 (Quelle: %3, Stand %4).</translation>
    </message>
    <message>
        <location filename="../data/Texts.cpp" line="261"/>
        <source>available</source>
        <translation>verfügbar</translation>
    </message>
    <message>
        <location filename="../data/Texts.cpp" line="263"/>
        <source>preview</source>
        <translation>Vorschau</translation>
    </message>
    <message>
        <location filename="../data/Texts.cpp" line="265"/>
        <source>retiring</source>
        <translation>wird eingestellt</translation>
    </message>
    <message>
        <location filename="../data/Texts.cpp" line="267"/>
        <source>retired</source>
        <translation>eingestellt</translation>
    </message>
    <message>
        <location filename="../data/Texts.cpp" line="274"/>
        <source>dedicated</source>
        <translation>dediziert</translation>
    </message>
    <message>
        <location filename="../data/Texts.cpp" line="274"/>
        <source>low priority</source>
        <translation>niedrige Priorität</translation>
    </message>
    <message>
        <location filename="../data/Texts.cpp" line="283"/>
        <source>RAM</source>
        <translation>RAM</translation>
    </message>
    <message>
        <location filename="../data/Texts.cpp" line="286"/>
        <source>GPU model</source>
        <translation>GPU-Modell</translation>
    </message>
    <message>
        <location filename="../data/Texts.cpp" line="289"/>
        <source>GPUs per VM</source>
        <translation>GPUs pro VM</translation>
    </message>
    <message>
        <location filename="../data/Texts.cpp" line="295"/>
        <source>dense BF16 TFLOP/s per GPU</source>
        <translation>BF16-TFLOP/s (dense) pro GPU</translation>
    </message>
    <message>
        <location filename="../data/Texts.cpp" line="298"/>
        <source>InfiniBand per GPU</source>
        <translation>InfiniBand pro GPU</translation>
    </message>
    <message>
        <location filename="../data/Texts.cpp" line="301"/>
        <source>Ethernet per VM</source>
        <translation>Ethernet pro VM</translation>
    </message>
    <message>
        <location filename="../data/Texts.cpp" line="310"/>
        <source>retirement date</source>
        <translation>Einstellungsdatum</translation>
    </message>
    <message>
        <location filename="../data/Texts.cpp" line="313"/>
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
    <name>capplan::views::InputsPanel</name>
    <message>
        <location filename="../views/InputsPanel.cpp" line="334"/>
        <source>Plan</source>
        <translation>Plan</translation>
    </message>
    <message>
        <location filename="../views/InputsPanel.cpp" line="335"/>
        <source>&amp;Name:</source>
        <translation>&amp;Name:</translation>
    </message>
    <message>
        <location filename="../views/InputsPanel.cpp" line="336"/>
        <source>e.g. sft-7b-2node</source>
        <translation>z. B. sft-7b-2node</translation>
    </message>
    <message>
        <location filename="../views/InputsPanel.cpp" line="337"/>
        <source>VM size and price</source>
        <translation>VM-Größe und Preis</translation>
    </message>
    <message>
        <location filename="../views/InputsPanel.cpp" line="338"/>
        <source>&amp;Size:</source>
        <translation>&amp;VM-Größe:</translation>
    </message>
    <message>
        <location filename="../views/InputsPanel.cpp" line="339"/>
        <source>&amp;Region:</source>
        <translation>&amp;Region:</translation>
    </message>
    <message>
        <location filename="../views/InputsPanel.cpp" line="340"/>
        <source>&amp;Tier:</source>
        <translation>&amp;Tarif:</translation>
    </message>
    <message>
        <location filename="../views/InputsPanel.cpp" line="343"/>
        <source>&amp;Price / node-h:</source>
        <translation>&amp;Preis / Knoten-h:</translation>
    </message>
    <message>
        <location filename="../views/InputsPanel.cpp" line="344"/>
        <source>Workload</source>
        <translation>Workload</translation>
    </message>
    <message>
        <location filename="../views/InputsPanel.cpp" line="345"/>
        <source>&amp;Workload form:</source>
        <translation>&amp;Workload-Form:</translation>
    </message>
    <message>
        <location filename="../views/InputsPanel.cpp" line="346"/>
        <source>GPU-hours</source>
        <translation>GPU-Stunden</translation>
    </message>
    <message>
        <location filename="../views/InputsPanel.cpp" line="347"/>
        <source>Tokens and tokens/s per GPU</source>
        <translation>Tokens und Tokens/s pro GPU</translation>
    </message>
    <message>
        <location filename="../views/InputsPanel.cpp" line="348"/>
        <source>Tokens, parameters and MFU</source>
        <translation>Tokens, Parameter und MFU</translation>
    </message>
    <message>
        <location filename="../views/InputsPanel.cpp" line="349"/>
        <source>&amp;GPU-hours:</source>
        <translation>GPU-St&amp;unden:</translation>
    </message>
    <message>
        <location filename="../views/InputsPanel.cpp" line="350"/>
        <location filename="../views/InputsPanel.cpp" line="352"/>
        <source>T&amp;okens:</source>
        <translation>T&amp;okens:</translation>
    </message>
    <message>
        <location filename="../views/InputsPanel.cpp" line="351"/>
        <source>Tokens/s per GP&amp;U:</source>
        <translation>Tokens/s pro GP&amp;U:</translation>
    </message>
    <message>
        <location filename="../views/InputsPanel.cpp" line="353"/>
        <source>Para&amp;meters:</source>
        <translation>Para&amp;meter:</translation>
    </message>
    <message>
        <location filename="../views/InputsPanel.cpp" line="354"/>
        <source>MF&amp;U:</source>
        <translation>MF&amp;U:</translation>
    </message>
    <message>
        <location filename="../views/InputsPanel.cpp" line="355"/>
        <source>Scaling</source>
        <translation>Skalierung</translation>
    </message>
    <message>
        <location filename="../views/InputsPanel.cpp" line="356"/>
        <source>Efficienc&amp;y:</source>
        <translation>Effi&amp;zienz:</translation>
    </message>
    <message>
        <location filename="../views/InputsPanel.cpp" line="357"/>
        <source>Goo&amp;dput:</source>
        <translation>&amp;Goodput:</translation>
    </message>
    <message>
        <location filename="../views/InputsPanel.cpp" line="358"/>
        <source>O&amp;verhead:</source>
        <translation>Overhe&amp;ad:</translation>
    </message>
    <message>
        <location filename="../views/InputsPanel.cpp" line="359"/>
        <source>Node &amp;counts:</source>
        <translation>&amp;Knotenzahlen:</translation>
    </message>
    <message>
        <location filename="../views/InputsPanel.cpp" line="360"/>
        <source>1-16 (default)</source>
        <translation>1-16 (Standard)</translation>
    </message>
    <message>
        <location filename="../views/InputsPanel.cpp" line="361"/>
        <source>Constraints</source>
        <translation>Vorgaben</translation>
    </message>
    <message>
        <location filename="../views/InputsPanel.cpp" line="362"/>
        <source>Deadl&amp;ine:</source>
        <translation>&amp;Frist:</translation>
    </message>
    <message>
        <location filename="../views/InputsPanel.cpp" line="363"/>
        <source>&amp;Budget:</source>
        <translation>Budg&amp;et:</translation>
    </message>
    <message>
        <location filename="../views/InputsPanel.cpp" line="365"/>
        <source> h</source>
        <translation> h</translation>
    </message>
    <message>
        <location filename="../views/InputsPanel.cpp" line="366"/>
        <source> GPU-h</source>
        <translation> GPU-h</translation>
    </message>
    <message>
        <location filename="../views/InputsPanel.cpp" line="369"/>
        <source> tok/s</source>
        <translation> tok/s</translation>
    </message>
    <message>
        <location filename="../views/InputsPanel.cpp" line="370"/>
        <location filename="../views/InputsPanel.cpp" line="371"/>
        <source> %</source>
        <translation> %</translation>
    </message>
    <message>
        <location filename="../views/InputsPanel.cpp" line="377"/>
        <source>A short name for the plan; it goes into the plan file</source>
        <translation>Ein kurzer Name für den Plan; er wird in der Plandatei gespeichert</translation>
    </message>
    <message>
        <location filename="../views/InputsPanel.cpp" line="378"/>
        <source>The Azure VM size of each node; retired sizes are marked</source>
        <translation>Die Azure-VM-Größe jedes Knotens; eingestellte VM-Größen sind markiert</translation>
    </message>
    <message>
        <location filename="../views/InputsPanel.cpp" line="379"/>
        <source>Regions where the catalog has a price for this size</source>
        <translation>Regionen, für die der Katalog einen Preis für diese VM-Größe enthält</translation>
    </message>
    <message>
        <location filename="../views/InputsPanel.cpp" line="380"/>
        <source>Azure ML cluster tier: dedicated, or low priority (cheaper, can be preempted)</source>
        <translation>Tarif des Azure-ML-Clusters: dediziert oder niedrige Priorität (günstiger, kann unterbrochen werden)</translation>
    </message>
    <message>
        <location filename="../views/InputsPanel.cpp" line="381"/>
        <source>Check to enter your own price (e.g. a negotiated rate) instead of the catalog&apos;s</source>
        <translation>Aktivieren, um statt des Katalogpreises einen eigenen Preis einzugeben (z. B. einen ausgehandelten)</translation>
    </message>
    <message>
        <location filename="../views/InputsPanel.cpp" line="382"/>
        <source>Price of one node (VM) for one hour</source>
        <translation>Preis eines Knotens (VM) für eine Stunde</translation>
    </message>
    <message>
        <location filename="../views/InputsPanel.cpp" line="383"/>
        <source>How the training work is described, as in the plan file</source>
        <translation>Wie der Trainingsaufwand angegeben wird (wie in der Plandatei)</translation>
    </message>
    <message>
        <location filename="../views/InputsPanel.cpp" line="384"/>
        <source>GPU-hours the run needs on one node at 100 % efficiency</source>
        <translation>GPU-Stunden, die der Lauf auf einem Knoten bei 100 % Effizienz benötigt</translation>
    </message>
    <message>
        <location filename="../views/InputsPanel.cpp" line="385"/>
        <source>Tokens to train on; 2e9, 2B and 2,000,000,000 all work</source>
        <translation>Zu trainierende Tokens; 2e9, 2B und 2.000.000.000 sind alle möglich</translation>
    </message>
    <message>
        <location filename="../views/InputsPanel.cpp" line="387"/>
        <source>Measured (or estimated) training throughput per GPU</source>
        <translation>Gemessener (oder geschätzter) Trainingsdurchsatz pro GPU</translation>
    </message>
    <message>
        <location filename="../views/InputsPanel.cpp" line="388"/>
        <source>Model parameters; 8e9 and 8B both work. Training FLOPs = 6 × parameters × tokens</source>
        <translation>Modellparameter; 8e9 und 8B sind beide möglich. Trainings-FLOPs = 6 × Parameter × Tokens</translation>
    </message>
    <message>
        <location filename="../views/InputsPanel.cpp" line="389"/>
        <source>Model FLOPs utilisation against the size&apos;s dense BF16 peak</source>
        <translation>Modell-FLOPs-Auslastung (MFU), bezogen auf die BF16-Spitzenleistung (dense) der VM-Größe</translation>
    </message>
    <message>
        <location filename="../views/InputsPanel.cpp" line="390"/>
        <source>Scaling efficiency (speedup ÷ nodes) at a few node counts; linear in log2(nodes) between them</source>
        <translation>Skalierungseffizienz (Beschleunigung ÷ Knoten) bei einigen Knotenzahlen; dazwischen linear in log2(Knoten)</translation>
    </message>
    <message>
        <location filename="../views/InputsPanel.cpp" line="392"/>
        <source>Share of the wall clock spent on useful training (restarts, checkpoints, stalls take the rest)</source>
        <translation>Anteil der Laufzeit mit nutzbarem Training (der Rest entfällt auf Neustarts, Checkpoints und Stillstände)</translation>
    </message>
    <message>
        <location filename="../views/InputsPanel.cpp" line="394"/>
        <source>Fixed hours per run: startup, image pull, final checkpoint</source>
        <translation>Feste Stunden pro Lauf: Start, Laden des Images, letzter Checkpoint</translation>
    </message>
    <message>
        <location filename="../views/InputsPanel.cpp" line="395"/>
        <source>Node counts to compare, e.g. 1, 2, 4 or 1-16</source>
        <translation>Zu vergleichende Knotenzahlen, z. B. 1, 2, 4 oder 1-16</translation>
    </message>
    <message>
        <location filename="../views/InputsPanel.cpp" line="396"/>
        <source>Latest acceptable wall clock</source>
        <translation>Längste zulässige Laufzeit</translation>
    </message>
    <message>
        <location filename="../views/InputsPanel.cpp" line="397"/>
        <source>Most the run may cost</source>
        <translation>Höchstbetrag, den der Lauf kosten darf</translation>
    </message>
    <message>
        <location filename="../views/InputsPanel.cpp" line="439"/>
        <source>%1 (retired)</source>
        <translation>%1 (eingestellt)</translation>
    </message>
    <message>
        <location filename="../views/InputsPanel.cpp" line="443"/>
        <source>Retired: existing clusters must move to a current size</source>
        <translation>Eingestellt: Bestehende Cluster müssen auf eine aktuelle VM-Größe wechseln</translation>
    </message>
    <message>
        <location filename="../views/InputsPanel.cpp" line="446"/>
        <source>%1 × %2, %3 vCPUs</source>
        <translation>%1 × %2, %3 vCPUs</translation>
    </message>
    <message>
        <location filename="../views/InputsPanel.cpp" line="457"/>
        <source>%1 (not in catalog)</source>
        <translation>%1 (nicht im Katalog)</translation>
    </message>
    <message>
        <location filename="../views/InputsPanel.cpp" line="474"/>
        <source>%1 (no catalog price)</source>
        <translation>%1 (kein Katalogpreis)</translation>
    </message>
    <message>
        <location filename="../views/InputsPanel.cpp" line="564"/>
        <source>Your price; the catalog says %1.</source>
        <translation>Ihr Preis; laut Katalog %1.</translation>
    </message>
    <message>
        <location filename="../views/InputsPanel.cpp" line="565"/>
        <source>Your price; the catalog has none for this region and tier.</source>
        <translation>Ihr Preis; der Katalog enthält keinen für diese Region und diesen Tarif.</translation>
    </message>
    <message>
        <location filename="../views/InputsPanel.cpp" line="574"/>
        <source>Catalog price.</source>
        <translation>Katalogpreis.</translation>
    </message>
    <message>
        <location filename="../views/InputsPanel.cpp" line="575"/>
        <source>Catalog price, not yet verified.</source>
        <translation>Katalogpreis, noch nicht geprüft.</translation>
    </message>
    <message>
        <location filename="../views/InputsPanel.cpp" line="577"/>
        <source>No catalog price for this region and tier: check the box to enter one.</source>
        <translation>Kein Katalogpreis für diese Region und diesen Tarif: Aktivieren Sie das Kontrollkästchen, um einen Preis einzugeben.</translation>
    </message>
    <message>
        <location filename="../views/InputsPanel.cpp" line="714"/>
        <source>“%1”</source>
        <translation>„%1“</translation>
    </message>
    <message>
        <location filename="../views/InputsPanel.cpp" line="716"/>
        <source>%1 is not a node count</source>
        <translation>%1 ist keine Knotenzahl</translation>
    </message>
    <message>
        <location filename="../views/InputsPanel.cpp" line="716"/>
        <source>%1 are not node counts</source>
        <translation>%1 sind keine Knotenzahlen</translation>
    </message>
    <message>
        <location filename="../views/InputsPanel.cpp" line="718"/>
        <source>; write counts such as 1, 2, 4 or ranges such as 1-16</source>
        <translation>; geben Sie Zahlen wie 1, 2, 4 oder Bereiche wie 1-16 ein</translation>
    </message>
    <message>
        <location filename="../views/InputsPanel.cpp" line="765"/>
        <location filename="../views/InputsPanel.cpp" line="776"/>
        <location filename="../views/InputsPanel.cpp" line="905"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location filename="../views/InputsPanel.cpp" line="836"/>
        <source>Efficiency at %1 nodes</source>
        <translation>Effizienz bei %1 Knoten</translation>
    </message>
    <message>
        <location filename="../views/InputsPanel.cpp" line="839"/>
        <source>Price per node-hour</source>
        <translation>Preis pro Knotenstunde</translation>
    </message>
    <message>
        <location filename="../views/InputsPanel.cpp" line="915"/>
        <source>The plan cannot be evaluated:</source>
        <translation>Der Plan kann nicht ausgewertet werden:</translation>
    </message>
</context>
<context>
    <name>capplan::views::MainWindow</name>
    <message>
        <location filename="../views/MainWindow.cpp" line="222"/>
        <source>&amp;File</source>
        <translation>&amp;Datei</translation>
    </message>
    <message>
        <location filename="../views/MainWindow.cpp" line="223"/>
        <source>&amp;New</source>
        <translation>&amp;Neu</translation>
    </message>
    <message>
        <location filename="../views/MainWindow.cpp" line="224"/>
        <source>Start a new plan</source>
        <translation>Neuen Plan beginnen</translation>
    </message>
    <message>
        <location filename="../views/MainWindow.cpp" line="225"/>
        <source>&amp;Open…</source>
        <translation>&amp;Öffnen…</translation>
    </message>
    <message>
        <location filename="../views/MainWindow.cpp" line="226"/>
        <source>Open a plan file</source>
        <translation>Plandatei öffnen</translation>
    </message>
    <message>
        <location filename="../views/MainWindow.cpp" line="227"/>
        <source>Open &amp;Recent</source>
        <translation>&amp;Zuletzt geöffnet</translation>
    </message>
    <message>
        <location filename="../views/MainWindow.cpp" line="228"/>
        <source>&amp;Clear List</source>
        <translation>Liste &amp;leeren</translation>
    </message>
    <message>
        <location filename="../views/MainWindow.cpp" line="229"/>
        <source>&amp;Save</source>
        <translation>&amp;Speichern</translation>
    </message>
    <message>
        <location filename="../views/MainWindow.cpp" line="230"/>
        <source>Save &amp;As…</source>
        <translation>Speichern &amp;unter…</translation>
    </message>
    <message>
        <location filename="../views/MainWindow.cpp" line="231"/>
        <source>&amp;Export Chart…</source>
        <translation>Diagramm &amp;exportieren…</translation>
    </message>
    <message>
        <location filename="../views/MainWindow.cpp" line="232"/>
        <source>Save the chart as a PNG image or a PDF document</source>
        <translation>Diagramm als PNG-Bild oder PDF-Dokument speichern</translation>
    </message>
    <message>
        <location filename="../views/MainWindow.cpp" line="233"/>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <location filename="../views/MainWindow.cpp" line="234"/>
        <source>&amp;Edit</source>
        <translation>&amp;Bearbeiten</translation>
    </message>
    <message>
        <location filename="../views/MainWindow.cpp" line="236"/>
        <source>&amp;Language</source>
        <translation>&amp;Sprache</translation>
    </message>
    <message>
        <location filename="../views/MainWindow.cpp" line="237"/>
        <source>&amp;System</source>
        <translation>&amp;System</translation>
    </message>
    <message>
        <location filename="../views/MainWindow.cpp" line="238"/>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <location filename="../views/MainWindow.cpp" line="239"/>
        <source>&amp;About GPU Capacity Planner</source>
        <translation>&amp;Über GPU Capacity Planner</translation>
    </message>
    <message>
        <location filename="../views/MainWindow.cpp" line="240"/>
        <source>About &amp;Qt</source>
        <translation>Über &amp;Qt</translation>
    </message>
    <message>
        <location filename="../views/MainWindow.cpp" line="250"/>
        <source>&amp;Undo</source>
        <translation>&amp;Rückgängig</translation>
    </message>
    <message>
        <location filename="../views/MainWindow.cpp" line="250"/>
        <source>&amp;Undo %1</source>
        <translation>&amp;Rückgängig: %1</translation>
    </message>
    <message>
        <location filename="../views/MainWindow.cpp" line="251"/>
        <source>&amp;Redo</source>
        <translation>&amp;Wiederherstellen</translation>
    </message>
    <message>
        <location filename="../views/MainWindow.cpp" line="251"/>
        <source>&amp;Redo %1</source>
        <translation>&amp;Wiederherstellen: %1</translation>
    </message>
    <message>
        <location filename="../views/MainWindow.cpp" line="261"/>
        <source>Untitled</source>
        <translation>Unbenannt</translation>
    </message>
    <message>
        <location filename="../views/MainWindow.cpp" line="261"/>
        <source>%1 (not saved)</source>
        <translation>%1 (nicht gespeichert)</translation>
    </message>
    <message>
        <location filename="../views/MainWindow.cpp" line="264"/>
        <source>%1[*] — GPU Capacity Planner</source>
        <translation>%1[*] — GPU Capacity Planner</translation>
    </message>
    <message>
        <location filename="../views/MainWindow.cpp" line="318"/>
        <source>Unsaved changes</source>
        <translation>Ungespeicherte Änderungen</translation>
    </message>
    <message>
        <location filename="../views/MainWindow.cpp" line="318"/>
        <source>The plan has unsaved changes.</source>
        <translation>Der Plan enthält ungespeicherte Änderungen.</translation>
    </message>
    <message>
        <location filename="../views/MainWindow.cpp" line="321"/>
        <source>Do you want to save them first?</source>
        <translation>Möchten Sie sie zuerst speichern?</translation>
    </message>
    <message>
        <location filename="../views/MainWindow.cpp" line="340"/>
        <source>New plan</source>
        <translation>Neuer Plan</translation>
    </message>
    <message>
        <location filename="../views/MainWindow.cpp" line="348"/>
        <source>Open Plan</source>
        <translation>Plan öffnen</translation>
    </message>
    <message>
        <location filename="../views/MainWindow.cpp" line="349"/>
        <location filename="../views/MainWindow.cpp" line="385"/>
        <source>Plan files (*.json);;All files (*)</source>
        <translation>Plandateien (*.json);;Alle Dateien (*)</translation>
    </message>
    <message>
        <location filename="../views/MainWindow.cpp" line="359"/>
        <source>Could not open %1</source>
        <translation>%1 konnte nicht geöffnet werden</translation>
    </message>
    <message>
        <location filename="../views/MainWindow.cpp" line="360"/>
        <source>Cannot Open Plan</source>
        <translation>Plan kann nicht geöffnet werden</translation>
    </message>
    <message>
        <location filename="../views/MainWindow.cpp" line="360"/>
        <source>The plan could not be opened. Nothing was changed.</source>
        <translation>Der Plan konnte nicht geöffnet werden. Es wurde nichts geändert.</translation>
    </message>
    <message>
        <location filename="../views/MainWindow.cpp" line="365"/>
        <source>Opened %1</source>
        <translation>%1 geöffnet</translation>
    </message>
    <message>
        <location filename="../views/MainWindow.cpp" line="381"/>
        <source>plan</source>
        <translation>plan</translation>
    </message>
    <message>
        <location filename="../views/MainWindow.cpp" line="385"/>
        <source>Save Plan</source>
        <translation>Plan speichern</translation>
    </message>
    <message>
        <location filename="../views/MainWindow.cpp" line="402"/>
        <source>Some fields hold values the plan cannot use; they are marked in red. Correct them, then save again.</source>
        <translation>Einige Felder enthalten Werte, die der Plan nicht verwenden kann; sie sind rot markiert. Korrigieren Sie sie und speichern Sie dann erneut.</translation>
    </message>
    <message>
        <location filename="../views/MainWindow.cpp" line="407"/>
        <source>Could not save %1</source>
        <translation>%1 konnte nicht gespeichert werden</translation>
    </message>
    <message>
        <location filename="../views/MainWindow.cpp" line="401"/>
        <location filename="../views/MainWindow.cpp" line="408"/>
        <source>Cannot Save Plan</source>
        <translation>Plan kann nicht gespeichert werden</translation>
    </message>
    <message>
        <location filename="../views/MainWindow.cpp" line="409"/>
        <source>The plan could not be saved. Any earlier version of the file is unchanged.</source>
        <translation>Der Plan konnte nicht gespeichert werden. Eine frühere Version der Datei bleibt unverändert.</translation>
    </message>
    <message>
        <location filename="../views/MainWindow.cpp" line="413"/>
        <source>Saved %1</source>
        <translation>%1 gespeichert</translation>
    </message>
    <message>
        <location filename="../views/MainWindow.cpp" line="421"/>
        <source>chart</source>
        <translation>diagramm</translation>
    </message>
    <message>
        <location filename="../views/MainWindow.cpp" line="423"/>
        <source>PNG image (*.png)</source>
        <translation>PNG-Bild (*.png)</translation>
    </message>
    <message>
        <location filename="../views/MainWindow.cpp" line="424"/>
        <source>PDF document (*.pdf)</source>
        <translation>PDF-Dokument (*.pdf)</translation>
    </message>
    <message>
        <location filename="../views/MainWindow.cpp" line="426"/>
        <source>Export Chart</source>
        <translation>Diagramm exportieren</translation>
    </message>
    <message>
        <location filename="../views/MainWindow.cpp" line="436"/>
        <source>Cannot Export Chart</source>
        <translation>Diagramm kann nicht exportiert werden</translation>
    </message>
    <message>
        <location filename="../views/MainWindow.cpp" line="437"/>
        <source>The chart could not be written to %1.</source>
        <translation>Das Diagramm konnte nicht nach %1 geschrieben werden.</translation>
    </message>
    <message>
        <location filename="../views/MainWindow.cpp" line="440"/>
        <source>Chart exported to %1</source>
        <translation>Diagramm nach %1 exportiert</translation>
    </message>
    <message>
        <location filename="../views/MainWindow.cpp" line="447"/>
        <source>GPU Capacity Planner %1</source>
        <translation>GPU Capacity Planner %1</translation>
    </message>
    <message>
        <location filename="../views/MainWindow.cpp" line="448"/>
        <source>Plans distributed GPU training on Azure: node count, wall clock, cost and quota, and which node count meets a deadline at the lowest cost.</source>
        <translation>Plant verteiltes GPU-Training auf Azure: Knotenzahl, Laufzeit, Kosten und Kontingent sowie die Knotenzahl, die eine Frist zu den geringsten Kosten einhält.</translation>
    </message>
    <message>
        <location filename="../views/MainWindow.cpp" line="451"/>
        <source>Licensed under the GNU General Public License, version 3 or later (GPL-3.0-or-later).</source>
        <translation>Lizenziert unter der GNU General Public License, Version 3 oder höher (GPL-3.0-or-later).</translation>
    </message>
    <message>
        <location filename="../views/MainWindow.cpp" line="453"/>
        <source>Charts drawn with QCustomPlot by Emanuel Eichhammer (GPL-3.0-or-later).</source>
        <translation>Diagramme gezeichnet mit QCustomPlot von Emanuel Eichhammer (GPL-3.0-or-later).</translation>
    </message>
    <message>
        <location filename="../views/MainWindow.cpp" line="454"/>
        <source>Built with Qt %1.</source>
        <translation>Erstellt mit Qt %1.</translation>
    </message>
    <message>
        <location filename="../views/MainWindow.cpp" line="455"/>
        <source>About GPU Capacity Planner</source>
        <translation>Über GPU Capacity Planner</translation>
    </message>
    <message>
        <location filename="../views/MainWindow.cpp" line="462"/>
        <source>The catalog file %1 cannot be read, so the planner is running on the built-in default catalog. The file is left untouched. (Details: %2)</source>
        <translation>Die Katalogdatei %1 kann nicht gelesen werden; der Planer verwendet daher den integrierten Standardkatalog. Die Datei bleibt unverändert. (Details: %2)</translation>
    </message>
    <message>
        <location filename="../views/MainWindow.cpp" line="466"/>
        <source>Dismiss</source>
        <translation>Ausblenden</translation>
    </message>
    <message>
        <location filename="../views/MainWindow.cpp" line="468"/>
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
        <location filename="../views/PlanChart.cpp" line="222"/>
        <source>Deadline %1</source>
        <translation>Frist %1</translation>
    </message>
    <message>
        <location filename="../views/PlanChart.cpp" line="222"/>
        <source>Deadline</source>
        <translation>Frist</translation>
    </message>
    <message>
        <location filename="../views/PlanChart.cpp" line="237"/>
        <source>Budget %1</source>
        <translation>Budget %1</translation>
    </message>
    <message>
        <location filename="../views/PlanChart.cpp" line="237"/>
        <source>Budget</source>
        <translation>Budget</translation>
    </message>
    <message>
        <location filename="../views/PlanChart.cpp" line="268"/>
        <source>recommended: 1 node</source>
        <translation>empfohlen: 1 Knoten</translation>
    </message>
    <message>
        <location filename="../views/PlanChart.cpp" line="268"/>
        <source>recommended: %1 nodes</source>
        <translation>empfohlen: %1 Knoten</translation>
    </message>
    <message>
        <location filename="../views/PlanChart.cpp" line="325"/>
        <source>Nodes</source>
        <translation>Knoten</translation>
    </message>
    <message>
        <location filename="../views/PlanChart.cpp" line="326"/>
        <source>Wall clock (hours)</source>
        <translation>Laufzeit (Stunden)</translation>
    </message>
    <message>
        <location filename="../views/PlanChart.cpp" line="327"/>
        <location filename="../views/PlanChart.cpp" line="329"/>
        <source>Cost</source>
        <translation>Kosten</translation>
    </message>
    <message>
        <location filename="../views/PlanChart.cpp" line="328"/>
        <source>Wall clock</source>
        <translation>Laufzeit</translation>
    </message>
    <message>
        <location filename="../views/PlanChart.cpp" line="330"/>
        <source>Inputs are invalid: showing the last valid result</source>
        <translation>Eingaben ungültig: Das letzte gültige Ergebnis wird angezeigt</translation>
    </message>
</context>
<context>
    <name>capplan::views::ResultsPanel</name>
    <message>
        <location filename="../views/ResultsPanel.cpp" line="160"/>
        <source>No result yet: fix the highlighted inputs on the left.</source>
        <translation>Noch kein Ergebnis: Korrigieren Sie die markierten Eingaben links.</translation>
    </message>
    <message>
        <location filename="../views/ResultsPanel.cpp" line="193"/>
        <source>The inputs are invalid, so this is the last valid result. Fix the highlighted fields to update it.</source>
        <translation>Die Eingaben sind ungültig; dies ist daher das letzte gültige Ergebnis. Korrigieren Sie die markierten Felder, um es zu aktualisieren.</translation>
    </message>
    <message>
        <location filename="../views/ResultsPanel.cpp" line="195"/>
        <source>Findings: warnings about this plan</source>
        <translation>Hinweise: Warnungen zu diesem Plan</translation>
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
        <location filename="../views/SpecEditCommand.cpp" line="85"/>
        <source>Change %1</source>
        <translation>%1 ändern</translation>
    </message>
    <message>
        <location filename="../views/SpecEditCommand.cpp" line="92"/>
        <source>plan name</source>
        <translation>Planname</translation>
    </message>
    <message>
        <location filename="../views/SpecEditCommand.cpp" line="94"/>
        <source>VM size</source>
        <translation>VM-Größe</translation>
    </message>
    <message>
        <location filename="../views/SpecEditCommand.cpp" line="96"/>
        <source>region</source>
        <translation>Region</translation>
    </message>
    <message>
        <location filename="../views/SpecEditCommand.cpp" line="98"/>
        <source>tier</source>
        <translation>Tarif</translation>
    </message>
    <message>
        <location filename="../views/SpecEditCommand.cpp" line="101"/>
        <source>price</source>
        <translation>Preis</translation>
    </message>
    <message>
        <location filename="../views/SpecEditCommand.cpp" line="103"/>
        <source>workload form</source>
        <translation>Workload-Form</translation>
    </message>
    <message>
        <location filename="../views/SpecEditCommand.cpp" line="105"/>
        <source>GPU-hours</source>
        <translation>GPU-Stunden</translation>
    </message>
    <message>
        <location filename="../views/SpecEditCommand.cpp" line="107"/>
        <source>tokens</source>
        <translation>Tokens</translation>
    </message>
    <message>
        <location filename="../views/SpecEditCommand.cpp" line="109"/>
        <source>tokens/s per GPU</source>
        <translation>Tokens/s pro GPU</translation>
    </message>
    <message>
        <location filename="../views/SpecEditCommand.cpp" line="111"/>
        <source>parameters</source>
        <translation>Parameter</translation>
    </message>
    <message>
        <location filename="../views/SpecEditCommand.cpp" line="113"/>
        <source>MFU</source>
        <translation>MFU</translation>
    </message>
    <message>
        <location filename="../views/SpecEditCommand.cpp" line="115"/>
        <source>scaling efficiency</source>
        <translation>Skalierungseffizienz</translation>
    </message>
    <message>
        <location filename="../views/SpecEditCommand.cpp" line="117"/>
        <source>goodput</source>
        <translation>Goodput</translation>
    </message>
    <message>
        <location filename="../views/SpecEditCommand.cpp" line="119"/>
        <source>overhead</source>
        <translation>Overhead</translation>
    </message>
    <message>
        <location filename="../views/SpecEditCommand.cpp" line="121"/>
        <source>node counts</source>
        <translation>Knotenzahlen</translation>
    </message>
    <message>
        <location filename="../views/SpecEditCommand.cpp" line="124"/>
        <source>deadline</source>
        <translation>Frist</translation>
    </message>
    <message>
        <location filename="../views/SpecEditCommand.cpp" line="127"/>
        <source>budget</source>
        <translation>Budget</translation>
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
