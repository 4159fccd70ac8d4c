-- SPDX-FileCopyrightText: GPU Capacity Planner contributors
-- SPDX-License-Identifier: GPL-3.0-or-later
-- Schema 9: the facts a step-time model needs of a size: dense FP8 TFLOP/s per GPU, the GPUs one
-- NVLink (or Infinity Fabric) domain joins, the GPU's memory bandwidth (GB/s) and the collective
-- library (NCCL or RCCL). 0 and '' mean unknown; provenance rows live in size_provenance.
ALTER TABLE vm_sizes ADD COLUMN fp8_tflops_per_gpu REAL NOT NULL DEFAULT 0 CHECK (fp8_tflops_per_gpu >= 0);
ALTER TABLE vm_sizes ADD COLUMN nvlink_domain_gpus INTEGER NOT NULL DEFAULT 0 CHECK (nvlink_domain_gpus >= 0);
ALTER TABLE vm_sizes ADD COLUMN memory_bandwidth_gb_per_s REAL NOT NULL DEFAULT 0 CHECK (memory_bandwidth_gb_per_s >= 0);
ALTER TABLE vm_sizes ADD COLUMN collective_library TEXT NOT NULL DEFAULT '';
