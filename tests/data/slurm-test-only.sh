#!/bin/bash
# SPDX-FileCopyrightText: GPU Capacity Planner contributors
# SPDX-License-Identifier: GPL-3.0-or-later
#
# Checks batch scripts with a real Slurm: starts a one-host controller (slurmctld) and one slurmd per
# declared node in a temporary folder, runs `sbatch --test-only` on every script, and stops them
# again whatever happens. The nodes are shaped like the VM size, not like this machine:
# SlurmdParameters=config_overrides makes slurmd report the configured CPUs, memory and GPUs, so a
# 2-core machine accepts --nodes 4 --gpus-per-node 8. The GPUs are gres.conf entries backed by
# character devices made with mknod (no NVIDIA driver is needed to schedule).
#
#   slurm-test-only.sh NODES CPUS MEMORY_MIB GPUS SCRIPT…
#
# Prints sbatch's answer for each script ("sbatch: Job N to start at … using P processors on nodes
# …"). Exit status: 0 all accepted; 1 sbatch refused a script; 3 Slurm could not be started here
# (the reason is printed on a line starting "cannot run Slurm:").
set -u
if [ $# -lt 5 ]; then
    echo "usage: $0 NODES CPUS MEMORY_MIB GPUS SCRIPT..." >&2
    exit 2
fi
nodes=$1 cpus=$2 memory=$3 gpus=$4
shift 4

cannot() {
    echo "cannot run Slurm: $*"
    exit 3
}
for tool in slurmctld slurmd sbatch scontrol sinfo; do
    command -v "$tool" >/dev/null 2>&1 || PATH="$PATH:/usr/sbin" 
    command -v "$tool" >/dev/null 2>&1 || cannot "$tool is not installed (Debian packages slurmctld, slurmd, slurm-client; tools/debian-packages.txt)"
done
if [ "$(id -u)" != 0 ]; then
    cannot "slurmd must run as root to register nodes and create its spool (running as $(id -un))"
fi
[ -e /usr/lib/x86_64-linux-gnu/slurm-wlm/auth_none.so ] || [ -n "$(find /usr/lib -name auth_none.so 2>/dev/null | head -n 1)" ] ||
    cannot "the auth/none plugin is missing (it comes with slurm-wlm-basic-plugins)"

dir=$(mktemp -d /tmp/capplan-slurm.XXXXXX) || cannot "no temporary folder"
pids=()
cleanup() {
    for pid in "${pids[@]}"; do
        kill "$pid" 2>/dev/null
    done
    for pid in "${pids[@]}"; do
        wait "$pid" 2>/dev/null
    done
    rm -rf "$dir"
}
trap cleanup EXIT

host=$(hostname -s)
# Ports from this process's id, so that two runs at once do not meet.
base=$((20000 + ($$ % 2000) * 8))
mkdir -p "$dir/state" "$dir/log"
{
    echo "ClusterName=capplan"
    echo "SlurmctldHost=$host"
    echo "SlurmctldPort=$base"
    echo "AuthType=auth/none"
    echo "CredType=cred/none"
    echo "SlurmUser=root"
    echo "SlurmdUser=root"
    echo "StateSaveLocation=$dir/state"
    echo "SlurmdSpoolDir=$dir/spool-%n"
    echo "SlurmctldPidFile=$dir/slurmctld.pid"
    echo "SlurmdPidFile=$dir/slurmd-%n.pid"
    echo "SlurmctldLogFile=$dir/log/slurmctld.log"
    echo "SlurmdLogFile=$dir/log/slurmd-%n.log"
    echo "ProctrackType=proctrack/linuxproc"
    echo "TaskPlugin=task/none"
    echo "MpiDefault=none"
    echo "SelectType=select/cons_tres"
    echo "SelectTypeParameters=CR_Core_Memory"
    echo "GresTypes=gpu"
    echo "SlurmdParameters=config_overrides"
    echo "ReturnToService=2"
    for i in $(seq 1 "$nodes"); do
        echo "NodeName=nd$i NodeHostname=$host Port=$((base + i)) CPUs=$cpus Boards=1 SocketsPerBoard=2 CoresPerSocket=$((cpus / 2)) ThreadsPerCore=1 RealMemory=$memory Gres=gpu:$gpus State=UNKNOWN"
    done
    echo "PartitionName=gpu Nodes=nd[1-$nodes] Default=YES MaxTime=INFINITE State=UP"
} >"$dir/slurm.conf"
last=$((gpus - 1))
for g in $(seq 0 "$last"); do
    mknod "$dir/nvidia$g" c 1 3 2>/dev/null || touch "$dir/nvidia$g"
done
echo "NodeName=nd[1-$nodes] Name=gpu File=$dir/nvidia[0-$last]" >"$dir/gres.conf"
export SLURM_CONF="$dir/slurm.conf"

slurmctld -D -f "$SLURM_CONF" >"$dir/log/slurmctld.out" 2>&1 &
pids+=($!)
for i in $(seq 1 "$nodes"); do
    slurmd -D -N "nd$i" -f "$SLURM_CONF" >"$dir/log/slurmd-nd$i.out" 2>&1 &
    pids+=($!)
done
# Wait until every node has registered (idle), at most 60 s.
ready=0
for _ in $(seq 1 120); do
    idle=$(sinfo -h -N -t idle -o '%N' 2>/dev/null | sort -u | wc -l)
    if [ "$idle" -ge "$nodes" ]; then
        ready=1
        break
    fi
    sleep 0.5
done
if [ "$ready" != 1 ]; then
    echo "--- slurmctld log" && tail -n 20 "$dir/log/slurmctld.log" 2>/dev/null
    sinfo -N 2>&1
    cannot "the $nodes nodes did not register as idle within 60 s (slurmctld log above)"
fi

status=0
for script in "$@"; do
    if ! sbatch --test-only "$script" 2>&1; then
        status=1
    fi
done
exit "$status"
