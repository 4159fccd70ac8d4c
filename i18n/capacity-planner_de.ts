<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context>
    <name>capplan::data::CatalogStore</name>
    <message>
        <location filename="../data/CatalogStore.cpp" line="76"/>
        <source>not a catalog document</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../data/CatalogStore.cpp" line="98"/>
        <source>unknown status</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../data/CatalogStore.cpp" line="110"/>
        <source>unknown tier</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../data/CatalogStore.cpp" line="121"/>
        <source>the embedded catalog is malformed: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../data/CatalogStore.cpp" line="129"/>
        <source>the embedded default catalog is missing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../data/CatalogStore.cpp" line="176"/>
        <source>cannot open the catalog: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../data/CatalogStore.cpp" line="182"/>
        <location filename="../data/CatalogStore.cpp" line="196"/>
        <source>the catalog file is damaged or not a catalog (%1); it was left untouched</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../data/CatalogStore.cpp" line="189"/>
        <source>the catalog file is damaged (%1); it was left untouched</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../data/CatalogStore.cpp" line="201"/>
        <source>the catalog was written by a newer version of this application (schema %1, this version knows %2); it was left untouched</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../data/CatalogStore.cpp" line="212"/>
        <source>cannot back up the catalog before upgrading it: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../data/CatalogStore.cpp" line="253"/>
        <source>migration %1 is missing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../data/CatalogStore.cpp" line="258"/>
        <source>cannot start migration %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../data/CatalogStore.cpp" line="269"/>
        <location filename="../data/CatalogStore.cpp" line="272"/>
        <source>migration %1 failed: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../data/CatalogStore.cpp" line="300"/>
        <source>cannot load the default catalog: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../data/CatalogStore.cpp" line="409"/>
        <source>a size needs a name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../data/CatalogStore.cpp" line="427"/>
        <source>a price must be a positive number</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>capplan::data::PlanFile</name>
    <message>
        <location filename="../data/PlanFile.cpp" line="53"/>
        <source>null</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../data/PlanFile.cpp" line="55"/>
        <source>a boolean</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../data/PlanFile.cpp" line="57"/>
        <source>a string</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../data/PlanFile.cpp" line="59"/>
        <source>an array</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../data/PlanFile.cpp" line="61"/>
        <source>an object</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../data/PlanFile.cpp" line="63"/>
        <source>a number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../data/PlanFile.cpp" line="70"/>
        <source>must be an object, not %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../data/PlanFile.cpp" line="79"/>
        <source>unknown field</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../data/PlanFile.cpp" line="87"/>
        <source>must be a number, not %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../data/PlanFile.cpp" line="91"/>
        <location filename="../data/PlanFile.cpp" line="414"/>
        <source>must be a finite number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../data/PlanFile.cpp" line="100"/>
        <source>must be greater than zero (got %1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../data/PlanFile.cpp" line="109"/>
        <source>must not be negative (got %1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../data/PlanFile.cpp" line="118"/>
        <source>must be a whole number (got %1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../data/PlanFile.cpp" line="126"/>
        <source>must be a string, not %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../data/PlanFile.cpp" line="135"/>
        <source>is missing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../data/PlanFile.cpp" line="150"/>
        <source>needs one of: gpu_hours; tokens + tokens_per_gpu_second; tokens + parameters + mfu</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../data/PlanFile.cpp" line="153"/>
        <source>gives more than one workload form; use exactly one of: gpu_hours; tokens + tokens_per_gpu_second; tokens + parameters + mfu</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../data/PlanFile.cpp" line="158"/>
        <source>cannot be combined with gpu_hours</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../data/PlanFile.cpp" line="169"/>
        <source>is missing (or give parameters + mfu instead)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../data/PlanFile.cpp" line="174"/>
        <location filename="../data/PlanFile.cpp" line="253"/>
        <source>must be a fraction in (0, 1] (got %1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../data/PlanFile.cpp" line="188"/>
        <location filename="../data/PlanFile.cpp" line="265"/>
        <source>needs at least one node count</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../data/PlanFile.cpp" line="196"/>
        <source>the key must be a node count from 1 to %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../data/PlanFile.cpp" line="200"/>
        <source>efficiency must be in (0, 1] (got %1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../data/PlanFile.cpp" line="215"/>
        <source>must be &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../data/PlanFile.cpp" line="219"/>
        <source>must be 1 or later (got %1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../data/PlanFile.cpp" line="223"/>
        <source>this file needs a newer version of the application (plan version %1, this one reads up to %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../data/PlanFile.cpp" line="232"/>
        <source>must name a VM size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../data/PlanFile.cpp" line="236"/>
        <source>must name a region</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../data/PlanFile.cpp" line="241"/>
        <source>must be &quot;dedicated&quot; or &quot;low_priority&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../data/PlanFile.cpp" line="262"/>
        <source>must be an array of node counts, not %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../data/PlanFile.cpp" line="272"/>
        <source>must be a node count from 1 to %1 (got %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../data/PlanFile.cpp" line="275"/>
        <source>node count %1 is listed twice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../data/PlanFile.cpp" line="418"/>
        <source>malformed JSON at line %1, column %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../data/PlanFile.cpp" line="439"/>
        <source>cannot read the file: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../data/PlanFile.cpp" line="492"/>
        <location filename="../data/PlanFile.cpp" line="498"/>
        <source>cannot write the file: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../data/PlanFile.cpp" line="503"/>
        <source>cannot save the file: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>capplan::data::Texts</name>
    <message>
        <location filename="../data/Report.cpp" line="112"/>
        <source>Plan %1: %2 in %3 (%4), %5 per node-hour%6</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../data/Report.cpp" line="113"/>
        <source>(unnamed)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../data/Report.cpp" line="115"/>
        <source> (catalog)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../data/Report.cpp" line="117"/>
        <source>Work: %1 GPU-hours at full efficiency</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../data/Report.cpp" line="119"/>
        <source> (%1 tokens/s per GPU)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../data/Report.cpp" line="122"/>
        <source>nodes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../data/Report.cpp" line="122"/>
        <location filename="../data/Report.cpp" line="202"/>
        <source>GPUs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../data/Report.cpp" line="122"/>
        <source>efficiency</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../data/Report.cpp" line="123"/>
        <source>speedup</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../data/Report.cpp" line="123"/>
        <source>compute</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../data/Report.cpp" line="123"/>
        <source>wall clock</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../data/Report.cpp" line="124"/>
        <source>node-hours</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../data/Report.cpp" line="124"/>
        <source>cost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../data/Report.cpp" line="124"/>
        <source>quota cores</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../data/Report.cpp" line="125"/>
        <source>deadline</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../data/Report.cpp" line="125"/>
        <source>budget</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../data/Report.cpp" line="133"/>
        <location filename="../data/Report.cpp" line="134"/>
        <source>yes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../data/Report.cpp" line="133"/>
        <location filename="../data/Report.cpp" line="134"/>
        <source>no</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../data/Report.cpp" line="202"/>
        <source>size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../data/Report.cpp" line="202"/>
        <location filename="../data/Texts.cpp" line="251"/>
        <source>vCPUs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../data/Report.cpp" line="203"/>
        <location filename="../data/Texts.cpp" line="263"/>
        <source>GPU memory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../data/Report.cpp" line="203"/>
        <source>BF16 TFLOP/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../data/Report.cpp" line="203"/>
        <source>IB Gb/s per GPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../data/Report.cpp" line="204"/>
        <location filename="../data/Texts.cpp" line="275"/>
        <source>quota family</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../data/Report.cpp" line="204"/>
        <location filename="../data/Texts.cpp" line="278"/>
        <source>status</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../data/Report.cpp" line="204"/>
        <source>price (eastus)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../data/Report.cpp" line="211"/>
        <source> (unverified)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../data/Report.cpp" line="219"/>
        <source>%1 GB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../data/Report.cpp" line="221"/>
        <source>none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../data/Texts.cpp" line="41"/>
        <location filename="../data/Texts.cpp" line="65"/>
        <source>%1 h</source>
        <extracomment>hours with one decimal, e.g. &quot;12.4 h&quot;</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../data/Texts.cpp" line="57"/>
        <source>%1 %</source>
        <extracomment>a percentage, e.g. &quot;85 %&quot;</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../data/Texts.cpp" line="70"/>
        <source>1 node</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../data/Texts.cpp" line="70"/>
        <source>%1 nodes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../data/Texts.cpp" line="79"/>
        <source>is missing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../data/Texts.cpp" line="81"/>
        <source>must be greater than zero (got %1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../data/Texts.cpp" line="83"/>
        <source>must not be negative (got %1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../data/Texts.cpp" line="85"/>
        <source>must be a finite number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../data/Texts.cpp" line="87"/>
        <source>must be a fraction in (0, 1] (got %1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../data/Texts.cpp" line="89"/>
        <source>efficiency must be in (0, 1] (got %1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../data/Texts.cpp" line="91"/>
        <source>must be a node count from %1 to %2 (got %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../data/Texts.cpp" line="94"/>
        <source>node count %1 is listed twice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../data/Texts.cpp" line="96"/>
        <source>&quot;%1&quot; is not a VM size in the catalog</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../data/Texts.cpp" line="98"/>
        <source>the catalog has no price for this size in &quot;%1&quot; at this tier; choose another region or give price_per_node_hour</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../data/Texts.cpp" line="102"/>
        <source>&quot;%1&quot; has no GPUs or no vCPUs in the catalog</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../data/Texts.cpp" line="104"/>
        <source>is not valid</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../data/Texts.cpp" line="111"/>
        <source>%1: %2, %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../data/Texts.cpp" line="119"/>
        <source>the cheapest option that meets the %1 deadline within the %2 budget.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../data/Texts.cpp" line="122"/>
        <source>the cheapest option that meets the %1 deadline.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../data/Texts.cpp" line="124"/>
        <source>the cheapest option within the %1 budget.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../data/Texts.cpp" line="126"/>
        <source>the cheapest option (no deadline or budget set).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../data/Texts.cpp" line="128"/>
        <source>%1 — %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../data/Texts.cpp" line="133"/>
        <source>%1 would finish in %2 for %3 more.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../data/Texts.cpp" line="136"/>
        <source>%1 would finish in %2 for %3 less.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../data/Texts.cpp" line="143"/>
        <source>No recommendation: no node count meets the %1 deadline. The fastest option is %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../data/Texts.cpp" line="146"/>
        <source>No recommendation: no node count stays within the %1 budget. The cheapest option is %2; the fastest is %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../data/Texts.cpp" line="150"/>
        <source>No recommendation: no node count meets the %1 deadline within the %2 budget. The fastest option is %3; the cheapest is %4.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../data/Texts.cpp" line="155"/>
        <source>No recommendation: no node count meets the %1 deadline, and none stays within the %2 budget. The fastest option is %3; the cheapest is %4.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../data/Texts.cpp" line="160"/>
        <source>No recommendation: there are no node counts to compare.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../data/Texts.cpp" line="169"/>
        <source>No InfiniBand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../data/Texts.cpp" line="171"/>
        <source>Retired size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../data/Texts.cpp" line="173"/>
        <source>No feasible option</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../data/Texts.cpp" line="175"/>
        <source>Unverified value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../data/Texts.cpp" line="186"/>
        <source>%1 has no InfiniBand: across nodes NCCL falls back to TCP over Ethernet (%2 Gb/s per VM)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../data/Texts.cpp" line="189"/>
        <source>, roughly %1× less bandwidth than the %2 Tb/s InfiniBand of one ND H100 v5 VM</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../data/Texts.cpp" line="192"/>
        <source>. Adding nodes can make training slower, not faster; use an ND size with InfiniBand for multi-node runs.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../data/Texts.cpp" line="198"/>
        <source>%1 is retired: clusters on it must be recreated on a current size.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../data/Texts.cpp" line="200"/>
        <source>%1 was retired on %2: clusters on it must be recreated on a current size.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../data/Texts.cpp" line="205"/>
        <source>%1 at %2 (%3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../data/Texts.cpp" line="210"/>
        <source>No option meets the %1 deadline; the fastest is %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../data/Texts.cpp" line="214"/>
        <source>No option stays within the %1 budget; the cheapest is %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../data/Texts.cpp" line="216"/>
        <source>%1 at %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../data/Texts.cpp" line="219"/>
        <source>No option meets both the deadline and the budget; the fastest is %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../data/Texts.cpp" line="222"/>
        <source>%1 of %2 is not verified (source: %3, as of %4).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../data/Texts.cpp" line="232"/>
        <source>available</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../data/Texts.cpp" line="234"/>
        <source>preview</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../data/Texts.cpp" line="236"/>
        <source>retiring</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../data/Texts.cpp" line="238"/>
        <source>retired</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../data/Texts.cpp" line="245"/>
        <source>dedicated</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../data/Texts.cpp" line="245"/>
        <source>low priority</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../data/Texts.cpp" line="254"/>
        <source>RAM</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../data/Texts.cpp" line="257"/>
        <source>GPU model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../data/Texts.cpp" line="260"/>
        <source>GPUs per VM</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../data/Texts.cpp" line="266"/>
        <source>dense BF16 TFLOP/s per GPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../data/Texts.cpp" line="269"/>
        <source>InfiniBand per GPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../data/Texts.cpp" line="272"/>
        <source>Ethernet per VM</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../data/Texts.cpp" line="281"/>
        <source>retirement date</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../data/Texts.cpp" line="284"/>
        <source>price per node-hour</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>capplan::views::EfficiencyEditor</name>
    <message>
        <location filename="../views/EfficiencyEditor.cpp" line="142"/>
        <source>The efficiency table lists %1 nodes twice.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/EfficiencyEditor.cpp" line="171"/>
        <source>Nodes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/EfficiencyEditor.cpp" line="171"/>
        <source>Efficiency</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/EfficiencyEditor.cpp" line="172"/>
        <source>&amp;Add point</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/EfficiencyEditor.cpp" line="173"/>
        <source>Add an efficiency point at twice the largest node count</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/EfficiencyEditor.cpp" line="174"/>
        <source>Remove point</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/EfficiencyEditor.cpp" line="175"/>
        <source>Remove the selected efficiency points</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>capplan::views::InputsPanel</name>
    <message>
        <location filename="../views/InputsPanel.cpp" line="331"/>
        <source>Plan</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/InputsPanel.cpp" line="332"/>
        <source>&amp;Name:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/InputsPanel.cpp" line="333"/>
        <source>e.g. sft-7b-2node</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/InputsPanel.cpp" line="334"/>
        <source>VM size and price</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/InputsPanel.cpp" line="335"/>
        <source>&amp;Size:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/InputsPanel.cpp" line="336"/>
        <source>&amp;Region:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/InputsPanel.cpp" line="337"/>
        <source>&amp;Tier:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/InputsPanel.cpp" line="340"/>
        <source>&amp;Price / node-h:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/InputsPanel.cpp" line="341"/>
        <source>Workload</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/InputsPanel.cpp" line="342"/>
        <source>&amp;Workload form:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/InputsPanel.cpp" line="343"/>
        <source>GPU-hours</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/InputsPanel.cpp" line="344"/>
        <source>Tokens and tokens/s per GPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/InputsPanel.cpp" line="345"/>
        <source>Tokens, parameters and MFU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/InputsPanel.cpp" line="346"/>
        <source>&amp;GPU-hours:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/InputsPanel.cpp" line="347"/>
        <location filename="../views/InputsPanel.cpp" line="349"/>
        <source>T&amp;okens:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/InputsPanel.cpp" line="348"/>
        <source>Tokens/s per GP&amp;U:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/InputsPanel.cpp" line="350"/>
        <source>Para&amp;meters:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/InputsPanel.cpp" line="351"/>
        <source>MF&amp;U:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/InputsPanel.cpp" line="352"/>
        <source>Scaling</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/InputsPanel.cpp" line="353"/>
        <source>Efficienc&amp;y:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/InputsPanel.cpp" line="354"/>
        <source>Goo&amp;dput:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/InputsPanel.cpp" line="355"/>
        <source>O&amp;verhead:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/InputsPanel.cpp" line="356"/>
        <source>Node &amp;counts:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/InputsPanel.cpp" line="357"/>
        <source>1-16 (default)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/InputsPanel.cpp" line="358"/>
        <source>Constraints</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/InputsPanel.cpp" line="359"/>
        <source>Deadl&amp;ine:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/InputsPanel.cpp" line="360"/>
        <source>&amp;Budget:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/InputsPanel.cpp" line="362"/>
        <source> h</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/InputsPanel.cpp" line="363"/>
        <source> GPU-h</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/InputsPanel.cpp" line="366"/>
        <source> tok/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/InputsPanel.cpp" line="367"/>
        <location filename="../views/InputsPanel.cpp" line="368"/>
        <source> %</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/InputsPanel.cpp" line="374"/>
        <source>A short name for the plan; it goes into the plan file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/InputsPanel.cpp" line="375"/>
        <source>The Azure VM size of each node; retired sizes are marked</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/InputsPanel.cpp" line="376"/>
        <source>Regions where the catalog has a price for this size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/InputsPanel.cpp" line="377"/>
        <source>Azure ML cluster tier: dedicated, or low priority (cheaper, can be preempted)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/InputsPanel.cpp" line="378"/>
        <source>Check to enter your own price (e.g. a negotiated rate) instead of the catalog&apos;s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/InputsPanel.cpp" line="379"/>
        <source>Price of one node (VM) for one hour</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/InputsPanel.cpp" line="380"/>
        <source>How the training work is described, as in the plan file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/InputsPanel.cpp" line="381"/>
        <source>GPU-hours the run needs on one node at 100 % efficiency</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/InputsPanel.cpp" line="382"/>
        <source>Tokens to train on; 2e9, 2B and 2,000,000,000 all work</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/InputsPanel.cpp" line="384"/>
        <source>Measured (or estimated) training throughput per GPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/InputsPanel.cpp" line="385"/>
        <source>Model parameters; 8e9 and 8B both work. Training FLOPs = 6 × parameters × tokens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/InputsPanel.cpp" line="386"/>
        <source>Model FLOPs utilisation against the size&apos;s dense BF16 peak</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/InputsPanel.cpp" line="387"/>
        <source>Scaling efficiency (speedup ÷ nodes) at a few node counts; linear in log2(nodes) between them</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/InputsPanel.cpp" line="389"/>
        <source>Share of the wall clock spent on useful training (restarts, checkpoints, stalls take the rest)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/InputsPanel.cpp" line="391"/>
        <source>Fixed hours per run: startup, image pull, final checkpoint</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/InputsPanel.cpp" line="392"/>
        <source>Node counts to compare, e.g. 1, 2, 4 or 1-16</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/InputsPanel.cpp" line="393"/>
        <source>Latest acceptable wall clock</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/InputsPanel.cpp" line="394"/>
        <source>Most the run may cost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/InputsPanel.cpp" line="438"/>
        <source>%1 (retired)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/InputsPanel.cpp" line="442"/>
        <source>Retired: existing clusters must move to a current size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/InputsPanel.cpp" line="445"/>
        <source>%1 × %2, %3 vCPUs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/InputsPanel.cpp" line="456"/>
        <source>%1 (not in catalog)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/InputsPanel.cpp" line="473"/>
        <source>%1 (no catalog price)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/InputsPanel.cpp" line="563"/>
        <source>Your price; the catalog says %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/InputsPanel.cpp" line="564"/>
        <source>Your price; the catalog has none for this region and tier.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/InputsPanel.cpp" line="573"/>
        <source>Catalog price.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/InputsPanel.cpp" line="574"/>
        <source>Catalog price, not yet verified.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/InputsPanel.cpp" line="576"/>
        <source>No catalog price for this region and tier: check the box to enter one.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/InputsPanel.cpp" line="713"/>
        <source>“%1”</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/InputsPanel.cpp" line="715"/>
        <source>%1 is not a node count</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/InputsPanel.cpp" line="715"/>
        <source>%1 are not node counts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/InputsPanel.cpp" line="717"/>
        <source>; write counts such as 1, 2, 4 or ranges such as 1-16</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/InputsPanel.cpp" line="764"/>
        <location filename="../views/InputsPanel.cpp" line="775"/>
        <location filename="../views/InputsPanel.cpp" line="904"/>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/InputsPanel.cpp" line="835"/>
        <source>Efficiency at %1 nodes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/InputsPanel.cpp" line="838"/>
        <source>Price per node-hour</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/InputsPanel.cpp" line="914"/>
        <source>The plan cannot be evaluated:</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>capplan::views::MainWindow</name>
    <message>
        <location filename="../views/MainWindow.cpp" line="215"/>
        <source>&amp;File</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/MainWindow.cpp" line="216"/>
        <source>&amp;New</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/MainWindow.cpp" line="217"/>
        <source>Start a new plan</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/MainWindow.cpp" line="218"/>
        <source>&amp;Open…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/MainWindow.cpp" line="219"/>
        <source>Open a plan file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/MainWindow.cpp" line="220"/>
        <source>Open &amp;Recent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/MainWindow.cpp" line="221"/>
        <source>&amp;Clear List</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/MainWindow.cpp" line="222"/>
        <source>&amp;Save</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/MainWindow.cpp" line="223"/>
        <source>Save &amp;As…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/MainWindow.cpp" line="224"/>
        <source>&amp;Export Chart…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/MainWindow.cpp" line="225"/>
        <source>Save the chart as a PNG image or a PDF document</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/MainWindow.cpp" line="226"/>
        <source>&amp;Quit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/MainWindow.cpp" line="227"/>
        <source>&amp;Edit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/MainWindow.cpp" line="229"/>
        <source>&amp;Language</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/MainWindow.cpp" line="230"/>
        <source>&amp;System</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/MainWindow.cpp" line="231"/>
        <source>&amp;Help</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/MainWindow.cpp" line="232"/>
        <source>&amp;About GPU Capacity Planner</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/MainWindow.cpp" line="233"/>
        <source>About &amp;Qt</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/MainWindow.cpp" line="243"/>
        <source>&amp;Undo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/MainWindow.cpp" line="243"/>
        <source>&amp;Undo %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/MainWindow.cpp" line="244"/>
        <source>&amp;Redo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/MainWindow.cpp" line="244"/>
        <source>&amp;Redo %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/MainWindow.cpp" line="254"/>
        <source>Untitled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/MainWindow.cpp" line="254"/>
        <source>%1 (not saved)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/MainWindow.cpp" line="257"/>
        <source>%1[*] — GPU Capacity Planner</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/MainWindow.cpp" line="309"/>
        <source>Unsaved changes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/MainWindow.cpp" line="309"/>
        <source>The plan has unsaved changes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/MainWindow.cpp" line="312"/>
        <source>Do you want to save them first?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/MainWindow.cpp" line="331"/>
        <source>New plan</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/MainWindow.cpp" line="339"/>
        <source>Open Plan</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/MainWindow.cpp" line="340"/>
        <location filename="../views/MainWindow.cpp" line="383"/>
        <source>Plan files (*.json);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/MainWindow.cpp" line="350"/>
        <source>Could not open %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/MainWindow.cpp" line="351"/>
        <source>Cannot Open Plan</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/MainWindow.cpp" line="352"/>
        <source>The plan could not be opened. Nothing was changed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/MainWindow.cpp" line="363"/>
        <source>Opened %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/MainWindow.cpp" line="379"/>
        <source>plan</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/MainWindow.cpp" line="383"/>
        <source>Save Plan</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/MainWindow.cpp" line="397"/>
        <source>Could not save %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/MainWindow.cpp" line="398"/>
        <source>Cannot Save Plan</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/MainWindow.cpp" line="399"/>
        <source>The plan could not be saved. Any earlier version of the file is unchanged.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/MainWindow.cpp" line="411"/>
        <source>Saved %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/MainWindow.cpp" line="419"/>
        <source>chart</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/MainWindow.cpp" line="421"/>
        <source>PNG image (*.png)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/MainWindow.cpp" line="422"/>
        <source>PDF document (*.pdf)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/MainWindow.cpp" line="424"/>
        <source>Export Chart</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/MainWindow.cpp" line="434"/>
        <source>Cannot Export Chart</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/MainWindow.cpp" line="435"/>
        <source>The chart could not be written to %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/MainWindow.cpp" line="438"/>
        <source>Chart exported to %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/MainWindow.cpp" line="445"/>
        <source>GPU Capacity Planner %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/MainWindow.cpp" line="446"/>
        <source>Plans distributed GPU training on Azure: node count, wall clock, cost and quota, and which node count meets a deadline at the lowest cost.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/MainWindow.cpp" line="449"/>
        <source>Licensed under the GNU General Public License, version 3 or later (GPL-3.0-or-later).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/MainWindow.cpp" line="451"/>
        <source>Charts drawn with QCustomPlot by Emanuel Eichhammer (GPL-3.0-or-later).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/MainWindow.cpp" line="452"/>
        <source>Built with Qt %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/MainWindow.cpp" line="453"/>
        <source>About GPU Capacity Planner</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/MainWindow.cpp" line="460"/>
        <source>The catalog file %1 cannot be read, so the planner is running on the built-in default catalog. The file is left untouched. (Details: %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/MainWindow.cpp" line="464"/>
        <source>Dismiss</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/MainWindow.cpp" line="466"/>
        <source>Catalog file unreadable: using the built-in default catalog</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>capplan::views::OptionsTableModel</name>
    <message>
        <location filename="../views/OptionsTableModel.cpp" line="107"/>
        <source>Recommended: the cheapest option that meets the constraints</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/OptionsTableModel.cpp" line="125"/>
        <source>%1×</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/OptionsTableModel.cpp" line="138"/>
        <location filename="../views/OptionsTableModel.cpp" line="140"/>
        <source>yes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/OptionsTableModel.cpp" line="138"/>
        <location filename="../views/OptionsTableModel.cpp" line="140"/>
        <source>no</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/OptionsTableModel.cpp" line="184"/>
        <source>Nodes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/OptionsTableModel.cpp" line="186"/>
        <source>GPUs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/OptionsTableModel.cpp" line="188"/>
        <source>Efficiency</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/OptionsTableModel.cpp" line="190"/>
        <source>Speedup</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/OptionsTableModel.cpp" line="192"/>
        <source>Compute h</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/OptionsTableModel.cpp" line="194"/>
        <source>Wall clock h</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/OptionsTableModel.cpp" line="196"/>
        <source>Node-hours</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/OptionsTableModel.cpp" line="198"/>
        <source>Cost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/OptionsTableModel.cpp" line="200"/>
        <source>Quota cores</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/OptionsTableModel.cpp" line="202"/>
        <source>Deadline</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/OptionsTableModel.cpp" line="204"/>
        <source>Budget</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/OptionsTableModel.cpp" line="212"/>
        <source>Number of VMs (nodes)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/OptionsTableModel.cpp" line="214"/>
        <source>GPUs in all nodes together (the world size)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/OptionsTableModel.cpp" line="216"/>
        <source>Scaling efficiency: speedup divided by the node count</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/OptionsTableModel.cpp" line="218"/>
        <source>How many times faster than one node</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/OptionsTableModel.cpp" line="220"/>
        <source>Hours of training compute, before goodput and overhead</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/OptionsTableModel.cpp" line="222"/>
        <source>Hours from start to finish: compute ÷ goodput + overhead</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/OptionsTableModel.cpp" line="224"/>
        <source>Nodes × wall-clock hours: what is billed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/OptionsTableModel.cpp" line="226"/>
        <source>Node-hours × price per node-hour</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/OptionsTableModel.cpp" line="228"/>
        <source>vCPUs of quota the nodes need in the size&apos;s VM family</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/OptionsTableModel.cpp" line="230"/>
        <source>Finishes within the deadline</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/OptionsTableModel.cpp" line="232"/>
        <source>Costs no more than the budget</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>capplan::views::PlanChart</name>
    <message>
        <location filename="../views/PlanChart.cpp" line="193"/>
        <source>Deadline %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/PlanChart.cpp" line="193"/>
        <source>Deadline</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/PlanChart.cpp" line="208"/>
        <source>Budget %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/PlanChart.cpp" line="208"/>
        <source>Budget</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/PlanChart.cpp" line="239"/>
        <source>recommended: 1 node</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/PlanChart.cpp" line="239"/>
        <source>recommended: %1 nodes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/PlanChart.cpp" line="276"/>
        <source>Nodes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/PlanChart.cpp" line="277"/>
        <source>Wall clock (hours)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/PlanChart.cpp" line="278"/>
        <location filename="../views/PlanChart.cpp" line="280"/>
        <source>Cost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/PlanChart.cpp" line="279"/>
        <source>Wall clock</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/PlanChart.cpp" line="281"/>
        <source>Inputs are invalid: showing the last valid result</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>capplan::views::ResultsPanel</name>
    <message>
        <location filename="../views/ResultsPanel.cpp" line="160"/>
        <source>No result yet: fix the highlighted inputs on the left.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/ResultsPanel.cpp" line="193"/>
        <source>The inputs are invalid, so this is the last valid result. Fix the highlighted fields to update it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/ResultsPanel.cpp" line="195"/>
        <source>Findings: warnings about this plan</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>capplan::views::SizeFactsPanel</name>
    <message>
        <location filename="../views/SizeFactsPanel.cpp" line="93"/>
        <source>Size facts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/SizeFactsPanel.cpp" line="97"/>
        <source>vCPUs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/SizeFactsPanel.cpp" line="98"/>
        <source>RAM</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/SizeFactsPanel.cpp" line="99"/>
        <source>GPUs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/SizeFactsPanel.cpp" line="100"/>
        <source>GPU memory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/SizeFactsPanel.cpp" line="101"/>
        <source>BF16 dense</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/SizeFactsPanel.cpp" line="102"/>
        <source>InfiniBand / GPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/SizeFactsPanel.cpp" line="103"/>
        <source>InfiniBand / VM</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/SizeFactsPanel.cpp" line="104"/>
        <source>Ethernet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/SizeFactsPanel.cpp" line="105"/>
        <source>Quota family</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/SizeFactsPanel.cpp" line="106"/>
        <source>Status</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/SizeFactsPanel.cpp" line="107"/>
        <source>Price</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/SizeFactsPanel.cpp" line="121"/>
        <source>unverified · %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/SizeFactsPanel.cpp" line="124"/>
        <source>as of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/SizeFactsPanel.cpp" line="128"/>
        <source>Source: %1
As of: %2
Not yet confirmed against the source.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/SizeFactsPanel.cpp" line="128"/>
        <source>Source: %1
As of: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/SizeFactsPanel.cpp" line="156"/>
        <source>%1 GiB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/SizeFactsPanel.cpp" line="157"/>
        <source>%1 Gb/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/SizeFactsPanel.cpp" line="164"/>
        <source>%1 × %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/SizeFactsPanel.cpp" line="165"/>
        <source>%1 per GPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/SizeFactsPanel.cpp" line="166"/>
        <source>%1 TFLOP/s per GPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/SizeFactsPanel.cpp" line="172"/>
        <location filename="../views/SizeFactsPanel.cpp" line="173"/>
        <source>none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/SizeFactsPanel.cpp" line="175"/>
        <source>%1 per VM</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/SizeFactsPanel.cpp" line="185"/>
        <source>%1, retired on %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/SizeFactsPanel.cpp" line="185"/>
        <source>%1, retires on %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/SizeFactsPanel.cpp" line="196"/>
        <source>%1 per node-hour (%2, %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/SizeFactsPanel.cpp" line="201"/>
        <source>no catalog price for this region and tier</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>capplan::views::SpecEditCommand</name>
    <message>
        <location filename="../views/SpecEditCommand.cpp" line="26"/>
        <source>Change %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/SpecEditCommand.cpp" line="87"/>
        <source>plan name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/SpecEditCommand.cpp" line="89"/>
        <source>VM size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/SpecEditCommand.cpp" line="91"/>
        <source>region</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/SpecEditCommand.cpp" line="93"/>
        <source>tier</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/SpecEditCommand.cpp" line="96"/>
        <source>price</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/SpecEditCommand.cpp" line="98"/>
        <source>workload form</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/SpecEditCommand.cpp" line="100"/>
        <source>GPU-hours</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/SpecEditCommand.cpp" line="102"/>
        <source>tokens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/SpecEditCommand.cpp" line="104"/>
        <source>tokens/s per GPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/SpecEditCommand.cpp" line="106"/>
        <source>parameters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/SpecEditCommand.cpp" line="108"/>
        <source>MFU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/SpecEditCommand.cpp" line="110"/>
        <source>scaling efficiency</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/SpecEditCommand.cpp" line="112"/>
        <source>goodput</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/SpecEditCommand.cpp" line="114"/>
        <source>overhead</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/SpecEditCommand.cpp" line="116"/>
        <source>node counts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/SpecEditCommand.cpp" line="119"/>
        <source>deadline</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/SpecEditCommand.cpp" line="122"/>
        <source>budget</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <location filename="../app/gui/main.cpp" line="63"/>
        <source>Plan distributed GPU training on Azure: node count, wall clock, cost, quota.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/main.cpp" line="68"/>
        <source>A plan file to open instead of the example.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
