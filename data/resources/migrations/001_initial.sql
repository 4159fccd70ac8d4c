-- SPDX-FileCopyrightText: GPU Capacity Planner contributors
-- SPDX-License-Identifier: GPL-3.0-or-later
-- Schema 1: VM sizes, their prices per region and tier, and where every value came from.
CREATE TABLE vm_sizes (
    name TEXT PRIMARY KEY NOT NULL,
    series TEXT NOT NULL,
    vcpus INTEGER NOT NULL CHECK (vcpus >= 0),
    memory_gib REAL NOT NULL CHECK (memory_gib >= 0),
    gpu_model TEXT NOT NULL,
    gpus INTEGER NOT NULL CHECK (gpus >= 0),
    gpu_memory_gib REAL NOT NULL CHECK (gpu_memory_gib >= 0),
    bf16_tflops_per_gpu REAL NOT NULL CHECK (bf16_tflops_per_gpu >= 0),
    ib_gbps_per_gpu REAL NOT NULL CHECK (ib_gbps_per_gpu >= 0),
    ethernet_gbps_per_vm REAL NOT NULL CHECK (ethernet_gbps_per_vm >= 0),
    quota_family TEXT NOT NULL,
    status TEXT NOT NULL,
    retirement_date TEXT NOT NULL DEFAULT ''
);

-- One source per value: (size, field) → where it came from and as of when.
CREATE TABLE size_provenance (
    size_name TEXT NOT NULL REFERENCES vm_sizes(name) ON DELETE CASCADE,
    field TEXT NOT NULL,
    source TEXT NOT NULL,
    as_of TEXT NOT NULL,
    verified INTEGER NOT NULL DEFAULT 1,
    PRIMARY KEY (size_name, field)
);

-- Price of one VM for one hour (pay-as-you-go, Linux).
CREATE TABLE prices (
    size_name TEXT NOT NULL REFERENCES vm_sizes(name) ON DELETE CASCADE,
    region TEXT NOT NULL,
    tier TEXT NOT NULL,
    currency TEXT NOT NULL,
    price_per_hour REAL NOT NULL CHECK (price_per_hour > 0),
    source TEXT NOT NULL,
    as_of TEXT NOT NULL,
    verified INTEGER NOT NULL DEFAULT 1,
    PRIMARY KEY (size_name, region, tier)
);
