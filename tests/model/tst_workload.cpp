// SPDX-FileCopyrightText: GPU Capacity Planner contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/plan/Workload.h"

#include <QTest>

using namespace capplan::model;

class TestWorkload : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void tokensPerGpuSecondFromMfu_data();
    void tokensPerGpuSecondFromMfu();
    void gpuHours_data();
    void gpuHours();
};

void TestWorkload::tokensPerGpuSecondFromMfu_data()
{
    QTest::addColumn<double>("parameters");
    QTest::addColumn<double>("mfu");
    QTest::addColumn<double>("peakTflops");
    QTest::addColumn<double>("expected");
    QTest::addColumn<double>("tolerance");
    // docs/sources.md, s2-azureml-compute: 8e9 parameters at 40 % MFU of an H100
    // (989 TFLOP/s) → 0.4·989e12/(48e9) = 8,241.67.
    QTest::newRow("8B at 40% on H100") << 8e9 << 0.4 << 989.0 << 8241.666666666666 << 1e-6;
    QTest::newRow("8B at 40% on H100, rounds to 8,242") << 8e9 << 0.4 << 989.0 << 8242.0 << 0.5;
    QTest::newRow("70B at 50% on A100") << 70e9 << 0.5 << 312.0 << 0.5 * 312e12 / (6.0 * 70e9) << 1e-9;
    QTest::newRow("7B at 100% on H200") << 7e9 << 1.0 << 989.0 << 989e12 / 42e9 << 1e-9;
}

void TestWorkload::tokensPerGpuSecondFromMfu()
{
    QFETCH(double, parameters);
    QFETCH(double, mfu);
    QFETCH(double, peakTflops);
    QFETCH(double, expected);
    QFETCH(double, tolerance);
    QVERIFY(std::abs(capplan::model::tokensPerGpuSecondFromMfu(parameters, mfu, peakTflops) - expected) <= tolerance);
}

void TestWorkload::gpuHours_data()
{
    QTest::addColumn<int>("form");
    QTest::addColumn<double>("a");
    QTest::addColumn<double>("b");
    QTest::addColumn<double>("c");
    QTest::addColumn<double>("peak");
    QTest::addColumn<double>("expected");
    // docs/sources.md, s0-finetune-sizing: the fine-tune is stated in GPU-hours directly.
    QTest::newRow("seed 168 GPU-hours") << 0 << 168.0 << 0.0 << 0.0 << 989.0 << 168.0;
    // docs/sources.md, s2-azureml-compute: 2e9 tokens at 8,200 tokens/s/GPU
    // = 2e9/8200/3600 = 67.7507 GPU-hours.
    QTest::newRow("seed 2e9 tokens at 8200/s") << 1 << 2e9 << 8200.0 << 0.0 << 989.0 << 2e9 / 8200.0 / 3600.0;
    // The MFU form: 6·8e9·2e9 FLOPs at 0.4·989e12 FLOP/s per GPU.
    QTest::newRow("seed 8B, 2e9 tokens, 40% MFU")
        << 2 << 2e9 << 8e9 << 0.4 << 989.0 << 6.0 * 8e9 * 2e9 / (0.4 * 989e12) / 3600.0;
}

void TestWorkload::gpuHours()
{
    QFETCH(int, form);
    QFETCH(double, a);
    QFETCH(double, b);
    QFETCH(double, c);
    QFETCH(double, peak);
    QFETCH(double, expected);
    Workload w;
    switch (form) {
    case 0:
        w = GpuHoursWorkload{a};
        break;
    case 1:
        w = TokenRateWorkload{a, b};
        break;
    default:
        w = TokenMfuWorkload{a, b, c};
        break;
    }
    // Relative tolerance 1e-12.
    QVERIFY(std::abs(gpuHoursAtFullEfficiency(w, peak) - expected) <= 1e-12 * expected);
}

QTEST_GUILESS_MAIN(TestWorkload)
#include "tst_workload.moc"
