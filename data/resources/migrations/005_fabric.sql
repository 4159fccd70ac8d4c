-- SPDX-FileCopyrightText: GPU Capacity Planner contributors
-- SPDX-License-Identifier: GPL-3.0-or-later
-- Schema 5: the fabric model's in-VM figures per size: NVLink bandwidth per GPU and the all-reduce
-- bus bandwidth measured inside one VM (GB/s; 0 where unknown). Their provenance rows live in
-- size_provenance like every other fact.
ALTER TABLE vm_sizes ADD COLUMN nvlink_gbps_per_gpu REAL NOT NULL DEFAULT 0 CHECK (nvlink_gbps_per_gpu >= 0);
ALTER TABLE vm_sizes ADD COLUMN measured_bus_gbps REAL NOT NULL DEFAULT 0 CHECK (measured_bus_gbps >= 0);
