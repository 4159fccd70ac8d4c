// SPDX-FileCopyrightText: GPU Capacity Planner contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/catalog/ModelLibrary.h"

#include <algorithm>
#include <cctype>

namespace capplan::model {

namespace {

char lower(char c)
{
    return static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
}

bool isDigit(char c)
{
    return std::isdigit(static_cast<unsigned char>(c)) != 0;
}

bool isAlnum(char c)
{
    return std::isalnum(static_cast<unsigned char>(c)) != 0;
}

// The words of a text, lower case: runs of letters and runs of digits ("Llama 3.1 70B" → llama,
// 3, 1, 70, b; "llama-3.1-70b" the same; "8x7B" → 8, x, 7, b). A word starts where a letter run
// meets a digit run too, so "70" is a whole number in "70B".
std::vector<std::string> words(std::string_view text)
{
    std::vector<std::string> out;
    std::string current;
    for (const char c : text) {
        if (!isAlnum(c)) {
            if (!current.empty()) {
                out.push_back(current);
                current.clear();
            }
            continue;
        }
        if (!current.empty() && isDigit(current.back()) != isDigit(c)) {
            out.push_back(current);
            current.clear();
        }
        current.push_back(lower(c));
    }
    if (!current.empty()) {
        out.push_back(current);
    }
    return out;
}

// A query word matches a model word when the model word starts with it (letters), or equals
// it (a number: "7" must not find "70B").
bool wordMatches(const std::string &query, const std::string &word)
{
    if (isDigit(query.front())) {
        return word == query;
    }
    return word.compare(0, query.size(), query) == 0;
}

// Every query word matches some word of the text, in order of the query ("70 llama" works too).
bool matches(const std::vector<std::string> &query, const std::vector<std::string> &text)
{
    return std::all_of(query.begin(), query.end(), [&](const std::string &q) {
        return std::any_of(text.begin(), text.end(), [&](const std::string &w) { return wordMatches(q, w); });
    });
}

} // namespace

bool isPresetName(std::string_view name)
{
    if (name.empty() || name.size() > 64 || !(name.front() >= 'a' && name.front() <= 'z')) {
        return false;
    }
    return std::all_of(name.begin(), name.end(),
                       [](char c) { return (c >= 'a' && c <= 'z') || isDigit(c) || c == '-' || c == '.' || c == '_'; });
}

const LibraryModel *findModel(std::span<const LibraryModel> library, std::string_view name)
{
    const auto it =
        std::find_if(library.begin(), library.end(), [name](const LibraryModel &m) { return m.name == name; });
    return it == library.end() ? nullptr : &*it;
}

std::vector<const LibraryModel *> searchModels(std::span<const LibraryModel> library, std::string_view query)
{
    const std::vector<std::string> wanted = words(query);
    std::vector<const LibraryModel *> out;
    for (const LibraryModel &model : library) {
        std::vector<std::string> text = words(model.displayName);
        const std::vector<std::string> nameWords = words(model.name);
        text.insert(text.end(), nameWords.begin(), nameWords.end());
        if (matches(wanted, text)) {
            out.push_back(&model);
        }
    }
    return out;
}

std::optional<Architecture> resolveArchitecture(const ModelChoice &choice, std::span<const LibraryModel> library)
{
    if (choice.source != ModelSource::Preset) {
        return choice.architecture;
    }
    if (const LibraryModel *model = findModel(library, choice.preset)) {
        return model->architecture;
    }
    return std::nullopt;
}

} // namespace capplan::model
