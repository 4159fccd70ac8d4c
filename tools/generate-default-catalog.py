#!/usr/bin/python3
# SPDX-FileCopyrightText: GPU Capacity Planner contributors
# SPDX-License-Identifier: GPL-3.0-or-later
"""Writes data/resources/catalog/default_catalog.json from the dated snapshot in data/snapshot/.

    tools/generate-default-catalog.py            # rewrite the committed default catalog
    tools/generate-default-catalog.py --check    # exit 1 when the committed file differs

Inputs (all in the repository, see data/snapshot/PROVENANCE.md):
  data/snapshot/azure-gpu-catalog/gpu_sizes.csv   sizes and their Microsoft Learn facts
  data/snapshot/azure-gpu-catalog/gpu_prices.csv  Linux price observations, one `preferred` row
                                                  per size, region and tier
  data/snapshot/azure-gpu-catalog/gpu_model_names.csv  the snapshot's GPU labels -> catalog names
  data/snapshot/gpu-specs/gpu_specs.csv           per-GPU figures (BF16/FP8 dense, HBM, domain)

Rules (docs/design.md, "The default catalog"):
  * A filled snapshot cell is the catalog's value, verified as the snapshot's `verified` column
    says (yes: every cell stated on the cited Learn page; partial: the cells named in DERIVED
    below are derived and unverified).
  * A blank cell never becomes a zero: the fact then comes from SUPPLEMENT (the values the
    catalog carried before, with their sources), or from gpu_specs.csv by GPU model.
  * Units: the snapshot's nvlink_gbps_per_gpu is Gb/s, both directions together (ND H200 v5:
    7,200 Gb/s = the page's 900 GB/s); the catalog's nvlink_gbps_per_gpu is GB/s per GPU and
    direction: value / 8 bits / 2 directions (H200: 7,200 / 8 / 2 = 450 GB/s).
  * Prices: only `preferred` rows, only dated ones (an undated Spot price says nothing about
    today's Spot market: the snapshot's README, conflict 6), Spot filed as low_priority/spot.
    SkyPilot's snapshots carry no date; the snapshot's README dates them by content to about
    2023-12 (@80b37e8) and about 2024-08 (@3f5f697 and the v6 catalog @098741e, its fork);
    az_ml_vms.csv @a7fff17 came with a pull request opened 2024-09-19: about 2024-09. Such a
    date is written as the month's first day with "as_of_approximate": true and shown "about".
  * No estimated price: a size without a sourced price has none (it plans with cost unknown).
"""

import csv
import json
import os
import re
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
SNAPSHOT = os.path.join(ROOT, "data", "snapshot")
OUTPUT = os.path.join(ROOT, "data", "resources", "catalog", "default_catalog.json")

REVISION = 5
# The day the snapshot's Learn pages were read (its facts were last known to be right then).
FACTS_AS_OF = "2026-12-01"

# The GPU training and fine-tuning sizes of the snapshot the catalog ships, in this order. Left
# out: inference and visualisation sizes (T4, A10, M60, MI25, V620), sizes retired before 2024
# (K80, P100, P40) and the snapshot's rows without a Learn page (verified = no).
SIZES = [
    "Standard_ND96isr_H100_v5",
    "Standard_ND96isr_H200_v5",
    "Standard_ND96isr_MI300X_v5",
    "Standard_ND128isr_NDR_GB200_v6",
    "Standard_ND128isr_GB300_v6",
    "Standard_ND96asr_v4",
    "Standard_ND96amsr_A100_v4",
    "Standard_ND40rs_v2",
    "Standard_NC24ads_A100_v4",
    "Standard_NC48ads_A100_v4",
    "Standard_NC96ads_A100_v4",
    "Standard_NC40ads_H100_v5",
    "Standard_NC80adis_H100_v5",
    "Standard_NCC40ads_H100_v5",
    "Standard_NC24s_v3",
    "Standard_NC24rs_v3",
]

# Snapshot column -> catalog key, for the cells copied as they are (units agree).
DIRECT = {
    "vcpus": "vcpus",
    "memory_gib": "memory_gib",
    "gpus": "gpus",
    "gpu_memory_gib": "gpu_memory_gib",
    "ib_gbps_per_gpu": "ib_gbps_per_gpu",
    "ethernet_gbps_per_vm": "ethernet_gbps_per_vm",
    "quota_family": "quota_family",
}

# Cells of `partial` rows that are derived or from the SKU list, not stated on the Learn page
# (the snapshot's notes column), with the reason shown as their source.
DERIVED = {
    "Standard_ND96isr_H200_v5": {"nvlink_gbps_per_gpu"},
    "Standard_ND128isr_NDR_GB200_v6": {"nvlink_gbps_per_gpu", "ethernet_gbps_per_vm"},
    "Standard_ND128isr_GB300_v6": {"nvlink_gbps_per_gpu"},
    "Standard_NC24s_v3": {"vcpus", "memory_gib", "gpus"},
    "Standard_NC24rs_v3": {"vcpus", "memory_gib", "gpus"},
}

NCCL = ("NCCL", "NVIDIA Collective Communications Library, the collective library of PyTorch on NVIDIA GPUs "
        "(docs.nvidia.com/deeplearning/nccl)", True)
RCCL = ("RCCL", "ROCm Communication Collectives Library, PyTorch's collective library on AMD Instinct GPUs "
        "(rocm.docs.amd.com/projects/rccl)", True)
HGX8 = (8, "Microsoft Learn size series page: 8 GPUs per VM on one NVLink/NVSwitch board (HGX 8-GPU)", False)
ONE_GPU = (1, "one GPU per VM (Microsoft Learn size series page)", True)
NO_NVLINK = (1, "Microsoft Learn size series page states no NVLink: the GPUs share PCIe", False)
DC_MEASURED = "Azure AI-benchmarking-guide: nccl-tests all_reduce_perf in one VM, 8 GB messages"
NV_SPEC = "NVIDIA NVLink specification (per GPU and direction)"

# Facts the snapshot's sizes table does not carry (or leaves blank), per size: value, source,
# verified. For the sizes of revision 4 these are its values and sources, unchanged.
SUPPLEMENT = {
    "Standard_ND96isr_H100_v5": {
        "bf16_tflops_per_gpu": (989, "NVIDIA H100 SXM datasheet (dense BF16 Tensor Core)", True),
        "nvlink_gbps_per_gpu": (450, NV_SPEC, True),
        "measured_bus_gbps": (478.87, DC_MEASURED, True),
        "fp8_tflops_per_gpu": (1979, "Derived: 3,958 TFLOP/s FP8 with sparsity / 2 (copy of NVIDIA's H100 SXM datasheet "
                               "table, archive-lib.hpctech.co.jp/gpuproduct/nvidia-h100.html: 'Specifications 1/2 "
                               "lower without sparsity')", False),
        "nvlink_domain_gpus": HGX8,
        "memory_bandwidth_gb_per_s": (3350, "Copy of NVIDIA's H100 SXM datasheet table "
                                      "(archive-lib.hpctech.co.jp/gpuproduct/nvidia-h100.html: 3,350 GB/s)", True),
        "collective_library": NCCL,
    },
    "Standard_ND96isr_H200_v5": {
        "bf16_tflops_per_gpu": (989, "NVIDIA H200 datasheet (dense BF16 Tensor Core)", True),
        "measured_bus_gbps": (479.98, DC_MEASURED, True),
        "fp8_tflops_per_gpu": (1979, "Third-party copy of NVIDIA's dense figures (github.com/alpharomercoma/MI300X-vs-H200 "
                               "METHODOLOGY.md: FP8 dense 1,978.9 TFLOP/s)", False),
        "nvlink_domain_gpus": (8, "NVIDIA's MLPerf system description H200-SXM-141GBx8 (8 accelerators per node, "
                               "18x 4th Gen NVLink)", True),
        "memory_bandwidth_gb_per_s": (4800, "Third-party H200 specification (aiminingco.com/gpu/h200/specs: "
                                      "4.8 TB/s HBM3e)", False),
        "collective_library": NCCL,
    },
    "Standard_ND96isr_MI300X_v5": {
        # Learn: "Infinity Fabric links with 128 GB/s bandwidth per GPU and 896 GB/s aggregate":
        # 7 links of 128 GB/s (both directions, emergentmind S17) = 896; per direction 448.
        "nvlink_gbps_per_gpu": (448, "Derived from Microsoft Learn (ND MI300X v5: 4th-gen AMD Infinity Fabric, "
                                "'128 GB/s bandwidth per GPU and 896 GB/s aggregate'): 7 links x 128 GB/s = "
                                "896 GB/s both directions, 448 GB/s per direction", False),
        "measured_bus_gbps": (0, "no published nccl-tests/rccl-tests run in one VM", False),
        "collective_library": RCCL,
    },
    "Standard_ND128isr_NDR_GB200_v6": {
        "measured_bus_gbps": (0, "no published nccl-tests run in one VM", False),
        "collective_library": NCCL,
    },
    "Standard_ND128isr_GB300_v6": {
        "measured_bus_gbps": (0, "no published nccl-tests run in one VM", False),
        "collective_library": NCCL,
    },
    "Standard_ND96asr_v4": {
        "bf16_tflops_per_gpu": (312, "NVIDIA A100 datasheet (dense BF16 Tensor Core)", True),
        "nvlink_gbps_per_gpu": (300, NV_SPEC, True),
        "measured_bus_gbps": (0, "no published nccl-tests run in one VM", False),
        "fp8_tflops_per_gpu": (0, "NVIDIA A100: no FP8 Tensor Cores (copy of NVIDIA's A100 datasheet table, "
                               "glennklockwood.com/garden/processors/A100: FP8 row empty)", True),
        "nvlink_domain_gpus": HGX8,
        "memory_bandwidth_gb_per_s": (1555, "NVIDIA A100 40GB SXM4 datasheet via "
                                      "glennklockwood.com/garden/processors/A100 (1.555 TB/s)", True),
        "collective_library": NCCL,
    },
    "Standard_ND96amsr_A100_v4": {
        "bf16_tflops_per_gpu": (312, "NVIDIA A100 datasheet (dense BF16 Tensor Core)", True),
        "nvlink_gbps_per_gpu": (300, NV_SPEC, True),
        "measured_bus_gbps": (231.58, DC_MEASURED, True),
        "fp8_tflops_per_gpu": (0, "NVIDIA A100: no FP8 Tensor Cores (copy of NVIDIA's A100 datasheet table, "
                               "glennklockwood.com/garden/processors/A100: FP8 row empty)", True),
        "nvlink_domain_gpus": HGX8,
        "memory_bandwidth_gb_per_s": (2039, "NVIDIA A100 80GB SXM4 datasheet via "
                                      "glennklockwood.com/garden/processors/A100 (2.039 TB/s)", True),
        "collective_library": NCCL,
    },
    "Standard_ND40rs_v2": {
        # Learn (older page): "100-Gigabit InfiniBand EDR" per VM; 8 GPUs share it.
        "ib_gbps_per_gpu": (12.5, "Derived from Microsoft Learn (NDv2: '100-Gigabit InfiniBand EDR' per VM): "
                            "100 Gb/s / 8 GPUs", False),
        "bf16_tflops_per_gpu": (125, "NVIDIA V100 datasheet: FP16 Tensor Core peak; V100 has no BF16", False),
        "nvlink_gbps_per_gpu": (150, "NVIDIA Tesla V100 SXM2 datasheet: NVLink 300 GB/s, both directions "
                                "(150 GB/s per direction)", False),
        "measured_bus_gbps": (0, "no published nccl-tests run in one VM", False),
        "fp8_tflops_per_gpu": (0, "NVIDIA V100: no FP8 Tensor Cores (Volta architecture whitepaper)", True),
        "nvlink_domain_gpus": (8, "Microsoft Learn (NDv2): '8 NVIDIA Tesla V100 NVLINK-connected GPUs'", True),
        "memory_bandwidth_gb_per_s": (900, "NVIDIA Tesla V100 SXM2 datasheet (900 GB/s HBM2)", False),
        "collective_library": NCCL,
    },
    "Standard_NC40ads_H100_v5": {
        "bf16_tflops_per_gpu": (835, "NVIDIA H100 NVL datasheet (1,671 TFLOP/s with sparsity, halved for dense)", False),
        "nvlink_gbps_per_gpu": (0, "one GPU per VM: no NVLink", True),
        "measured_bus_gbps": (0, "one GPU per VM", True),
        "fp8_tflops_per_gpu": (1670, "Derived: twice the catalog's 835 TFLOP/s dense BF16 (Hopper's FP8 Tensor Core rate "
                               "is twice its BF16 rate, NVIDIA H100 datasheet)", False),
        "nvlink_domain_gpus": (1, "Microsoft Learn: NCads H100 v5 size series (one GPU per NC40ads VM)", True),
        "memory_bandwidth_gb_per_s": (0, "no sourced H100 NVL memory bandwidth (data/snapshot/gpu-specs: "
                                      "third-party figures inconsistent, not used)", False),
        "collective_library": NCCL,
    },
    "Standard_NC80adis_H100_v5": {
        "bf16_tflops_per_gpu": (835, "NVIDIA H100 NVL datasheet (1,671 TFLOP/s with sparsity, halved for dense)", False),
        "nvlink_gbps_per_gpu": (300, NV_SPEC, True),
        "measured_bus_gbps": (0, "no published nccl-tests run in one VM", False),
        "fp8_tflops_per_gpu": (1670, "Derived: twice the catalog's 835 TFLOP/s dense BF16 (Hopper's FP8 Tensor Core rate "
                               "is twice its BF16 rate, NVIDIA H100 datasheet)", False),
        "nvlink_domain_gpus": (2, "Microsoft Learn: NCads H100 v5 size series (NC80adis: two GPUs joined by an NVLink "
                               "bridge)", False),
        "memory_bandwidth_gb_per_s": (0, "no sourced H100 NVL memory bandwidth (data/snapshot/gpu-specs: "
                                      "third-party figures inconsistent, not used)", False),
        "collective_library": NCCL,
    },
    "Standard_NCC40ads_H100_v5": {
        "bf16_tflops_per_gpu": (835, "NVIDIA H100 NVL datasheet (1,671 TFLOP/s with sparsity, halved for dense)", False),
        "nvlink_gbps_per_gpu": (0, "one GPU per VM: no NVLink", True),
        "measured_bus_gbps": (0, "one GPU per VM", True),
        "fp8_tflops_per_gpu": (1670, "Derived: twice the catalog's 835 TFLOP/s dense BF16 (Hopper's FP8 Tensor Core rate "
                               "is twice its BF16 rate, NVIDIA H100 datasheet)", False),
        "nvlink_domain_gpus": ONE_GPU,
        "memory_bandwidth_gb_per_s": (0, "no sourced H100 NVL memory bandwidth (data/snapshot/gpu-specs: "
                                      "third-party figures inconsistent, not used)", False),
        "collective_library": NCCL,
    },
    "Standard_NC24s_v3": {
        "bf16_tflops_per_gpu": (125, "NVIDIA V100 datasheet: FP16 Tensor Core peak; V100 has no BF16", False),
        "ib_gbps_per_gpu": (0, "Microsoft Learn: NCv3 series (InfiniBand only on NC24rs_v3)", True),
        "ethernet_gbps_per_vm": (24, "Microsoft Learn: NCv3 series", False),
        "nvlink_gbps_per_gpu": (0, "V100 PCIe boards: no NVLink", True),
        "measured_bus_gbps": (0, "no published nccl-tests run in one VM", False),
        "fp8_tflops_per_gpu": (0, "NVIDIA V100: no FP8 Tensor Cores (Volta architecture whitepaper)", True),
        "nvlink_domain_gpus": (0, "unknown", False),
        "memory_bandwidth_gb_per_s": (0, "unknown", False),
        "collective_library": NCCL,
    },
    "Standard_NC24rs_v3": {
        "bf16_tflops_per_gpu": (125, "NVIDIA V100 datasheet: FP16 Tensor Core peak; V100 has no BF16", False),
        "ib_gbps_per_gpu": (25, "one 100 Gb/s EDR InfiniBand link shared by 4 GPUs", False),
        "ethernet_gbps_per_vm": (24, "Microsoft Learn: NCv3 series", False),
        "nvlink_gbps_per_gpu": (0, "V100 PCIe boards: no NVLink", True),
        "measured_bus_gbps": (0, "no published nccl-tests run in one VM", False),
        "fp8_tflops_per_gpu": (0, "NVIDIA V100: no FP8 Tensor Cores (Volta architecture whitepaper)", True),
        "nvlink_domain_gpus": (0, "unknown", False),
        "memory_bandwidth_gb_per_s": (0, "unknown", False),
        "collective_library": NCCL,
    },
}
for _name in ("Standard_NC24ads_A100_v4", "Standard_NC48ads_A100_v4", "Standard_NC96ads_A100_v4"):
    SUPPLEMENT[_name] = {
        "bf16_tflops_per_gpu": (312, "NVIDIA A100 datasheet (dense BF16 Tensor Core; PCIe and SXM alike)", True),
        "nvlink_gbps_per_gpu": (0, "Microsoft Learn: NC A100 v4 states no NVLink (A100 PCIe boards)", False),
        "measured_bus_gbps": (0, "no published nccl-tests run in one VM", False),
        "fp8_tflops_per_gpu": (0, "NVIDIA A100: no FP8 Tensor Cores (copy of NVIDIA's A100 datasheet table, "
                               "glennklockwood.com/garden/processors/A100: FP8 row empty)", True),
        "nvlink_domain_gpus": ONE_GPU if _name == "Standard_NC24ads_A100_v4" else NO_NVLINK,
        "memory_bandwidth_gb_per_s": (1935, "NVIDIA A100 datasheet (A100 80GB PCIe: 1,935 GB/s)", False),
        "collective_library": NCCL,
    }

# gpu_specs.csv rows by catalog GPU name, and whether each figure is verified (quoted from a copy
# of the vendor's table or the vendor's MLPerf system description, not derived, not third-party).
GPU_SPECS = {
    "AMD Instinct MI300X 192GB": ("AMD Instinct MI300X", {"bf16": False, "fp8": False, "hbm": False, "domain": True}),
    "NVIDIA GB200 192GB (Blackwell)": ("NVIDIA GB200 (per Blackwell GPU in GB200 NVL72)",
                                       {"bf16": False, "fp8": False, "hbm": True, "domain": True}),
    "NVIDIA GB300 288GB (Blackwell Ultra)": ("NVIDIA GB300 (per Blackwell Ultra GPU in GB300 NVL72)",
                                            {"bf16": False, "fp8": False, "hbm": False, "domain": False}),
}
GPU_SPEC_SOURCES = "data/snapshot/gpu-specs/sources.md"

# The snapshot's commit -> the approximate month its README dates it to.
APPROXIMATE_DATES = {
    "skypilot-org/skypilot-catalog@80b37e8": "2023-12",
    "skypilot-org/skypilot-catalog@3f5f697": "2024-08",
    "skypilot-org/skypilot-catalog@098741e": "2024-08",
    "coopslarhette/skypilot-catalog@20291d7": "2024-08",
    "skypilot-org/skypilot-catalog@a7fff17": "2024-09",
}


def read_csv(*parts):
    with open(os.path.join(SNAPSHOT, *parts), newline="", encoding="utf-8") as f:
        return list(csv.DictReader(f))


def number(text):
    value = float(text)
    return int(value) if value.is_integer() else value


def learn_url(row):
    match = re.match(r"(https://\S+)", row["source_url_or_repo_path"])
    return match.group(1) if match else row["source_url_or_repo_path"]


def status_of(text):
    lowered = text.lower()
    date = re.search(r"(\d{4}-\d{2}-\d{2})", text)
    if lowered.startswith("retired"):
        return "retired", date.group(1) if date else ""
    if lowered.startswith("retiring"):
        return "retiring", date.group(1) if date else ""
    return "available", ""


def quota_family(text):
    # az vm list-usage prints name.value with a lower-case "standard" (model::normalizeFamily
    # matches either spelling).
    return text[:1].lower() + text[1:] if text else text


def gpu_spec_fact(gpu_row, verified, column, source_column):
    """(value, source, verified) of one gpu_specs.csv figure."""
    text = gpu_row[column]
    if not text:
        return None
    basis = gpu_row.get(source_column, "") if source_column else ""
    source = "%s (%s; %s: %s)" % (gpu_row["gpu"], basis or column, GPU_SPEC_SOURCES, gpu_row["source_ids"])
    return text, source, verified


def build_sizes():
    sizes_csv = {r["sku"]: r for r in read_csv("azure-gpu-catalog", "gpu_sizes.csv")}
    names = {r["snapshot_gpu_model"]: r["catalog_gpu_model"]
             for r in read_csv("azure-gpu-catalog", "gpu_model_names.csv")}
    specs = {r["gpu"]: r for r in read_csv("gpu-specs", "gpu_specs.csv")}
    out = []
    for name in SIZES:
        row = sizes_csv[name]
        base_source = "Microsoft Learn: %s size series (%s)" % (row["series"], learn_url(row))
        # partial: every cell but those DERIVED names is stated on the page.
        base_verified = row["verified"] in ("yes", "partial")
        derived = DERIVED.get(name, set())
        facts = {}

        def put(key, value, source=None, verified=None):
            facts[key] = (value, source, verified)

        for column, key in DIRECT.items():
            if row[column] == "":
                continue
            value = quota_family(row[column]) if key == "quota_family" else number(row[column])
            if key in derived:
                put(key, value, base_source + " (derived or from the SKU list: the snapshot's notes)", False)
            else:
                put(key, value)
        gpu_model = names[row["gpu_model"]]
        put("gpu_model", gpu_model)
        if row["nvlink_gbps_per_gpu"]:
            gbit = number(row["nvlink_gbps_per_gpu"])
            put("nvlink_gbps_per_gpu", number(gbit / 8 / 2),
                "Derived from the snapshot's %s Gb/s per GPU, both directions (%s): / 8 bits / 2 directions "
                "= GB/s per GPU and direction" % (format(gbit, ","), learn_url(row)), False)
        status, retirement = status_of(row["status"])
        put("status", status)
        put("retirement_date", retirement)
        for key, fact in SUPPLEMENT.get(name, {}).items():
            if key not in facts:
                put(key, *fact)
        if gpu_model in GPU_SPECS:
            spec_name, verified = GPU_SPECS[gpu_model]
            spec = specs[spec_name]
            pairs = [("bf16_tflops_per_gpu", "bf16_dense_tflops", "bf16_basis", verified["bf16"]),
                     ("fp8_tflops_per_gpu", "fp8_dense_tflops", "fp8_basis", verified["fp8"]),
                     ("memory_bandwidth_gb_per_s", "hbm_tb_s", None, verified["hbm"]),
                     ("nvlink_domain_gpus", "scaleup_domain_gpus", None, verified["domain"])]
            for key, column, basis, ok in pairs:
                if key in facts:
                    continue
                fact = gpu_spec_fact(spec, ok, column, basis)
                if fact is None:
                    continue
                text, source, ok = fact
                value = number(text)
                if column == "hbm_tb_s":
                    value = number(round(float(text) * 1000))  # TB/s -> GB/s
                    source = source.replace("(hbm_tb_s;", "(%s TB/s HBM;" % text)
                put(key, value, source, ok)
        out.append((name, row["series"], base_source, base_verified, facts))
    return out


def approximate(source):
    for prefix, month in APPROXIMATE_DATES.items():
        if source.startswith(prefix):
            return month
    return None


def source_text(row):
    source = row["source"]
    head = source.split(" (copy:")[0]
    if head.startswith("skypilot-org/") or head.startswith("coopslarhette/"):
        kind = "SkyPilot catalog (Azure Retail Prices API, Linux)"
    else:
        kind = "Azure Retail Prices API capture (Linux)"
    return "%s, %s" % (kind, head)


def build_prices(size_names):
    rows = [r for r in read_csv("azure-gpu-catalog", "gpu_prices.csv")
            if r["preferred"] == "yes" and r["sku"] in size_names]
    prices = []
    for r in rows:
        if r["currency"] != "USD":
            raise SystemExit("unexpected currency %s" % r["currency"])
        if r["snapshot_date"] == "unknown":
            month = approximate(r["source"])
            if month is None:
                continue  # undated (the H200 v5 Spot excerpt): no date, no price
            as_of, approx = month + "-01", True
        else:
            as_of, approx = r["snapshot_date"], False
        tier, kind = {"dedicated": ("dedicated", "on_demand"), "spot": ("low_priority", "spot"),
                      "low_priority": ("low_priority", "on_demand")}[r["tier"]]
        item = {"size": r["sku"], "region": r["region"], "tier": tier}
        if kind != "on_demand":
            item["kind"] = kind
        item["currency"] = "USD"
        item["price_per_hour"] = number(r["price_per_hour"])
        item["source"] = source_text(r)
        item["as_of"] = as_of
        if approx:
            item["as_of_approximate"] = True
        effective = re.search(r"effectiveStartDate (\d{4}-\d{2}-\d{2})", r["notes"])
        if effective:
            item["effective_date"] = effective.group(1)
        prices.append(item)
    order = {"dedicated": 0, "low_priority": 1}
    prices.sort(key=lambda p: (p["size"], p["region"], order[p["tier"]], p.get("kind", "")))
    return prices


def dump(value):
    return json.dumps(value, ensure_ascii=False)


FACT_ORDER = ["vcpus", "memory_gib", "gpu_model", "gpus", "gpu_memory_gib", "bf16_tflops_per_gpu", "ib_gbps_per_gpu",
              "ethernet_gbps_per_vm", "nvlink_gbps_per_gpu", "measured_bus_gbps", "fp8_tflops_per_gpu",
              "nvlink_domain_gpus", "memory_bandwidth_gb_per_s", "collective_library", "quota_family", "status",
              "retirement_date"]
LINES = [["vcpus", "memory_gib"], ["gpu_model", "gpus", "gpu_memory_gib"], ["bf16_tflops_per_gpu"],
         ["ib_gbps_per_gpu", "ethernet_gbps_per_vm"], ["nvlink_gbps_per_gpu", "measured_bus_gbps"],
         ["fp8_tflops_per_gpu", "nvlink_domain_gpus", "memory_bandwidth_gb_per_s", "collective_library"],
         ["quota_family"], ["status", "retirement_date"]]


def render(sizes, prices, regions):
    out = ['{', '  "format": "capacity-planner.catalog",', '  "version": 1,', '  "revision": %d,' % REVISION,
           '  "regions": {', '    "source": %s,' % dump(regions["source"]), '    "as_of": %s,' % dump(regions["as_of"]),
           '    "names": [']
    names = regions["names"]
    chunks = [names[i:i + 8] for i in range(0, len(names), 8)]
    for i, chunk in enumerate(chunks):
        out.append("      " + ", ".join(dump(n) for n in chunk) + ("," if i + 1 < len(chunks) else ""))
    out += ['    ]', '  },', '  "sizes": [']
    for i, (name, series, base_source, base_verified, facts) in enumerate(sizes):
        missing = [k for k in FACT_ORDER if k not in facts]
        if missing:
            raise SystemExit("%s lacks %s" % (name, ", ".join(missing)))
        out += ['    {', '      "name": %s,' % dump(name), '      "series": %s,' % dump(series)]
        for keys in LINES:
            out.append("      " + ", ".join("%s: %s" % (dump(k), dump(facts[k][0])) for k in keys) + ",")
        out.append('      "source": %s, "as_of": %s,' % (dump(base_source), dump(FACTS_AS_OF)))
        entries = []
        for key in FACT_ORDER:
            _, source, verified = facts[key]
            verified = base_verified if verified is None else verified
            if source is None and verified == base_verified and base_verified:
                continue
            entry = {"source": source or base_source, "as_of": FACTS_AS_OF}
            if not verified:
                entry["verified"] = False
            entries.append("        %s: { %s }" % (dump(key), ", ".join("%s: %s" % (dump(k), dump(v))
                                                                         for k, v in entry.items())))
        out.append('      "provenance": {')
        out.append(",\n".join(entries))
        out.append('      }')
        out.append('    }' + ("," if i + 1 < len(sizes) else ""))
    out += ['  ],', '  "prices": [']
    for i, p in enumerate(prices):
        out.append("    { " + ", ".join("%s: %s" % (dump(k), dump(v)) for k, v in p.items()) + " }"
                   + ("," if i + 1 < len(prices) else ""))
    out += ['  ]', '}']
    return "\n".join(out) + "\n"


def main():
    with open(OUTPUT, encoding="utf-8") as f:
        current = f.read()
    regions = json.loads(current)["regions"]
    sizes = build_sizes()
    prices = build_prices({s[0] for s in sizes})
    text = render(sizes, prices, regions)
    json.loads(text)  # well-formed
    if "--check" in sys.argv[1:]:
        if text != current:
            print("data/resources/catalog/default_catalog.json differs from the snapshot; run "
                  "tools/generate-default-catalog.py", file=sys.stderr)
            return 1
        return 0
    with open(OUTPUT + ".tmp", "w", encoding="utf-8") as f:
        f.write(text)
    os.replace(OUTPUT + ".tmp", OUTPUT)
    print("%d sizes, %d prices in %d regions" % (len(sizes), len(prices), len({p["region"] for p in prices})))
    return 0


if __name__ == "__main__":
    sys.exit(main())
