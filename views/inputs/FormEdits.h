// SPDX-FileCopyrightText: GPU Capacity Planner contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "views/main/PlanController.h"
#include "views/main/SpecEditCommand.h"

namespace capplan::views {

// The edits a form makes to one part of the plan (the whole spec, the risk settings, the fabric or
// the memory block): each widget signal becomes "read the spec, change the part, push one
// undoable edit of this field". Nothing happens while the form writes the spec into its widgets
// (`updating`) or while the part is absent (a block that is switched off: its hidden fields can
// still be reached by a test or an accessibility tool). One description of what every input form
// did by hand.
template <class Part>
class FormEdits {
public:
    using Access = Part *(*)(model::PlanSpec &);

    FormEdits(PlanController *controller, const bool *updating, Access access)
        : m_controller(controller)
        , m_updating(updating)
        , m_access(access)
    {
    }

    // A slot for a widget's signal: change(part, signal arguments…), then edit(spec, field).
    template <class Change>
    auto operator()(Change change, SpecField field) const
    {
        return [controller = m_controller, updating = m_updating, access = m_access, change, field](auto... args) {
            if (*updating) {
                return;
            }
            model::PlanSpec spec = controller->spec();
            Part *part = access(spec);
            if (part == nullptr) {
                return;
            }
            change(*part, args...);
            controller->edit(spec, field);
        };
    }

private:
    PlanController *m_controller;
    const bool *m_updating;
    Access m_access;
};

} // namespace capplan::views
