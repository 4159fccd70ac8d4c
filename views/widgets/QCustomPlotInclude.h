// SPDX-FileCopyrightText: GPU Capacity Planner contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// qcustomplot.h (2.1) still uses the `signals` keyword and `foreach`, which the project switches
// off with QT_NO_KEYWORDS / QT_NO_FOREACH. Map them for this one header only, then take them back
// so our own code keeps the strict spelling (Q_SIGNALS, range-for).
#if defined(QT_NO_KEYWORDS) && !defined(signals)
#define CAPPLAN_UNDEF_SIGNALS
#define signals Q_SIGNALS
#endif
#if defined(QT_NO_FOREACH) && !defined(foreach)
#define CAPPLAN_UNDEF_FOREACH
// Enough for the header's two uses: foreach (T *x, container) → for (T *x : container)
#define foreach(declaration, container) for (declaration : container)
#endif

#include <qcustomplot.h>

#ifdef CAPPLAN_UNDEF_SIGNALS
#undef signals
#undef CAPPLAN_UNDEF_SIGNALS
#endif
#ifdef CAPPLAN_UNDEF_FOREACH
#undef foreach
#undef CAPPLAN_UNDEF_FOREACH
#endif
