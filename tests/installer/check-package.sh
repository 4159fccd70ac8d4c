#!/usr/bin/env bash
# SPDX-FileCopyrightText: GPU Capacity Planner contributors
# SPDX-License-Identifier: GPL-3.0-or-later
#
# Builds the packages of a configured build tree and checks them as a user would get them:
#   1. builds both executables (ctest may run before anything else rebuilt them),
#   2. cpack -G "DEB;TGZ" into a scratch folder, checks the SHA-256 files,
#   3. dpkg-deb -I: name, version, section and a Depends line computed by dpkg-shlibdeps,
#   4. dpkg-deb -x into the scratch folder: executables, .desktop, metainfo, MIME type, icons,
#      copyright, validated with desktop-file-validate / appstreamcli where installed,
#   5. runs the unpacked usr/bin/capacity-planner-cli on examples/seed-finetune.plan.json and
#      expects the worked example's answer (docs/sources.md, s0-finetune-sizing): 2 nodes meet
#      the 13 h deadline at the lowest cost; starts the unpacked GUI with --version (offscreen)
#      and lists the embedded catalog,
#   6. lists the .tar.gz and checks it holds the same files.
# Registered by tests/installer/CMakeLists.txt; can also be run by hand with the same options.
set -euo pipefail

usage() {
    echo "usage: $0 --build-dir DIR --source-dir DIR --version X.Y.Z --scratch DIR" \
        "[--cmake CMAKE] [--cpack CPACK] [--config CONFIG]" >&2
    exit 2
}

cmake=cmake cpack=cpack build_dir='' source_dir='' version='' scratch='' config=''
while (($#)); do
    case $1 in
        --cmake) cmake=$2 ;;
        --cpack) cpack=$2 ;;
        --build-dir) build_dir=$2 ;;
        --source-dir) source_dir=$2 ;;
        --version) version=$2 ;;
        --scratch) scratch=$2 ;;
        --config) config=$2 ;;
        *) usage ;;
    esac
    shift 2 || usage
done
[[ -n $build_dir && -n $source_dir && -n $version && -n $scratch ]] || usage

failures=0
step() { printf -- '-- %s\n' "$*"; }
ok() { printf '   ok: %s\n' "$*"; }
bad() {
    printf '   FAIL: %s\n' "$*" >&2
    failures=$((failures + 1))
}
# check WHAT COMMAND…: runs the command and reports WHAT as passed or failed.
check() {
    local what=$1
    shift
    if "$@"; then ok "$what"; else bad "$what"; fi
}
none() { ! "$@"; } # none grep …: the pattern must not occur
die() {
    printf 'FAIL: %s\n' "$*" >&2
    exit 1
}
expect_file() { # expect_file PATH [-x]
    if [[ ! -f $1 ]]; then
        bad "missing ${1#"$root"/}"
    elif [[ ${2:-} == -x && ! -x $1 ]]; then
        bad "not executable: ${1#"$root"/}"
    else
        ok "${1#"$root"/}"
    fi
}

app_id=io.github.capacity_planner.CapacityPlanner
icon_sizes=(16 32 48 64 128 256)
plan=$source_dir/examples/seed-finetune.plan.json
[[ -f $plan ]] || die "example plan not found: $plan"

rm -rf -- "$scratch"
mkdir -p -- "$scratch"
out=$scratch/out
root=$scratch/root

# --- 1. build -----------------------------------------------------------------------------------
step "building capacity-planner and capacity-planner-cli in $build_dir"
"$cmake" --build "$build_dir" --target capacity-planner capacity-planner-cli ${config:+--config "$config"}

# --- 2. cpack -------------------------------------------------------------------------------------
step "cpack -G \"DEB;TGZ\" (log: $scratch/cpack.log)"
if ! "$cpack" --config "$build_dir/CPackConfig.cmake" -G "DEB;TGZ" -B "$out" ${config:+-C "$config"} \
    >"$scratch/cpack.log" 2>&1; then
    cat "$scratch/cpack.log" >&2
    die "cpack failed"
fi
mapfile -t debs < <(find "$out" -name '*.deb' -not -path '*/_CPack_Packages/*')
mapfile -t tgzs < <(find "$out" -name '*.tar.gz' -not -path '*/_CPack_Packages/*')
((${#debs[@]} == 1)) || die "expected one .deb under $out, found ${#debs[@]}"
((${#tgzs[@]} == 1)) || die "expected one .tar.gz under $out, found ${#tgzs[@]}"
deb=${debs[0]}
tgz=${tgzs[0]}
ok "$(basename -- "$deb") ($(du -h -- "$deb" | cut -f1))"
ok "$(basename -- "$tgz") ($(du -h -- "$tgz" | cut -f1))"
for package in "$deb" "$tgz"; do
    if [[ -f $package.sha256 ]] && (cd -- "$(dirname -- "$package")" && sha256sum --quiet -c -- "$(basename -- "$package").sha256"); then
        ok "$(basename -- "$package").sha256 matches"
    else
        bad "missing or wrong $(basename -- "$package").sha256"
    fi
done

# --- 3. control fields ----------------------------------------------------------------------------
step "dpkg-deb -I $(basename -- "$deb")"
dpkg-deb -I "$deb" | sed 's/^/   | /'
field() { dpkg-deb -f "$deb" "$1"; }
check "Package: capacity-planner (is '$(field Package)')" test "$(field Package)" = capacity-planner
check "Version: $version (is '$(field Version)')" test "$(field Version)" = "$version"
check "Section: science (is '$(field Section)')" test "$(field Section)" = science
check "Maintainer present" test -n "$(field Maintainer)"
check "Description present" test -n "$(field Description)"
depends=$(field Depends)
if [[ -z $depends ]]; then
    bad "no Depends line (is dpkg-shlibdeps working?)"
else
    # dpkg-shlibdeps reads the linked libraries: C library, Qt Core for the CLI, Widgets and
    # QCustomPlot for the GUI.
    for lib in libc6 libqt6core6 libqt6widgets6 libqcustomplot; do
        check "Depends names $lib" grep -q "$lib" <<<"$depends"
    done
fi

# --- 4. contents ----------------------------------------------------------------------------------
step "dpkg-deb -x into $root"
dpkg-deb -x "$deb" "$root"
# Everything belongs under /usr (CPack's DEB prefix); a /usr/local or build-tree path would
# mean an install() rule with an absolute destination.
stray=$(dpkg-deb -c "$deb" | awk '{print $NF}' | grep -v -E '^\./(usr(/(bin|share)(/.*)?)?/?)?$' || true)
check "every file under /usr/bin or /usr/share ${stray:+(not: $stray)}" test -z "$stray"

expect_file "$root/usr/bin/capacity-planner" -x
expect_file "$root/usr/bin/capacity-planner-cli" -x
desktop=$root/usr/share/applications/capacity-planner.desktop
metainfo=$root/usr/share/metainfo/$app_id.metainfo.xml
expect_file "$desktop"
expect_file "$metainfo"
expect_file "$root/usr/share/mime/packages/capacity-planner.xml"
expect_file "$root/usr/share/doc/capacity-planner/copyright"
for size in "${icon_sizes[@]}"; do
    expect_file "$root/usr/share/icons/hicolor/${size}x${size}/apps/capacity-planner.png"
done
expect_file "$root/usr/share/icons/hicolor/scalable/apps/capacity-planner.svg"

for exe in capacity-planner capacity-planner-cli; do
    path=$root/usr/bin/$exe
    [[ -f $path ]] || continue
    if command -v file >/dev/null; then
        description=$(file -b -- "$path")
        check "$exe is an ELF executable (${description%%,*})" grep -q '^ELF' <<<"$description"
    fi
    missing=$(ldd -- "$path" 2>&1 | grep 'not found' || true)
    check "$exe: every shared library resolves ${missing:+(not: $missing)}" test -z "$missing"
done

if [[ -f $desktop ]]; then
    check ".desktop: Exec=capacity-planner %f" grep -qx 'Exec=capacity-planner %f' "$desktop"
    check ".desktop: Icon=capacity-planner" grep -qx 'Icon=capacity-planner' "$desktop"
    check ".desktop: version $version" grep -qx "X-CapacityPlanner-Version=$version" "$desktop"
    check ".desktop: no unreplaced @VARIABLES@" none grep -q '@' "$desktop"
    if command -v desktop-file-validate >/dev/null; then
        check "desktop-file-validate" desktop-file-validate "$desktop"
    fi
fi
if [[ -f $metainfo ]]; then
    check "metainfo: release $version with a date" \
        grep -q "<release version=\"$version\" date=\"[0-9]\{4\}-[0-9]\{2\}-[0-9]\{2\}\"" "$metainfo"
    check "metainfo: no unreplaced @VARIABLES@" none grep -q '@[A-Z_]*@' "$metainfo"
    if command -v appstreamcli >/dev/null; then
        check "appstreamcli validate" appstreamcli validate --no-net --explain "$metainfo"
        # validate-tree also checks that the launchable .desktop file and the icon are installed.
        check "appstreamcli validate-tree" appstreamcli validate-tree --no-net "$root"
    fi
fi

# --- 5. run the packaged CLI ----------------------------------------------------------------------
# A private HOME and XDG folders: the CLI may create its catalog under AppDataLocation, and a
# test must not touch the user's.
home=$scratch/home
mkdir -p -- "$home"
mkdir -m 700 -- "$home/runtime"
run_cli() {
    env HOME="$home" XDG_DATA_HOME="$home/.local/share" XDG_CONFIG_HOME="$home/.config" \
        XDG_CACHE_HOME="$home/.cache" "$root/usr/bin/capacity-planner-cli" "$@"
}
step "usr/bin/capacity-planner-cli plan examples/seed-finetune.plan.json --json"
status=0
run_cli plan "$plan" --json >"$scratch/plan.json" 2>"$scratch/plan.err" || status=$?
if ((status == 0)); then
    sed 's/^/   | /' "$scratch/plan.json"
    if command -v python3 >/dev/null; then
        if python3 - "$scratch/plan.json" <<'PY'; then
import json, sys
doc = json.load(open(sys.argv[1]))
nodes = [o["nodes"] for o in doc["options"]]
assert nodes == [1, 2, 4], f"options for {nodes}, expected [1, 2, 4]"
assert doc["recommendation"]["nodes"] == 2, f"recommendation {doc['recommendation']}, expected 2 nodes"
PY
            ok "recommendation: 2 nodes (options for 1, 2, 4 nodes)"
        else
            bad "unexpected plan output"
        fi
    elif tr -d ' \n' <"$scratch/plan.json" | grep -q '"recommendation":{"nodes":2'; then
        ok "recommendation: 2 nodes"
    else
        bad "recommendation is not 2 nodes"
    fi
else
    cat "$scratch/plan.err" >&2
    bad "capacity-planner-cli plan exited with status $status"
fi
step "usr/bin/capacity-planner --version (offscreen)"
# Starts the packaged GUI far enough to load Qt, its platform plugin and the command line.
gui_version=$(env HOME="$home" XDG_DATA_HOME="$home/.local/share" XDG_CONFIG_HOME="$home/.config" \
    XDG_CACHE_HOME="$home/.cache" XDG_RUNTIME_DIR="$home/runtime" QT_QPA_PLATFORM=offscreen \
    timeout 60 "$root/usr/bin/capacity-planner" --version 2>&1 || true)
check "capacity-planner --version prints $version (got: ${gui_version//$'\n'/ })" grep -q "$version" <<<"$gui_version"
step "usr/bin/capacity-planner-cli catalog --json"
if run_cli catalog --json >"$scratch/catalog.json" 2>"$scratch/catalog.err"; then
    check "embedded catalog lists Standard_ND96isr_H100_v5" grep -q '"Standard_ND96isr_H100_v5"' "$scratch/catalog.json"
else
    cat "$scratch/catalog.err" >&2
    bad "capacity-planner-cli catalog failed"
fi

# --- 6. the tarball -------------------------------------------------------------------------------
step "tar -tzf $(basename -- "$tgz")"
tar -tzf "$tgz" | sed 's/^/   | /'
listing=$(tar -tzf "$tgz")
for entry in bin/capacity-planner bin/capacity-planner-cli share/applications/capacity-planner.desktop \
    "share/metainfo/$app_id.metainfo.xml" share/icons/hicolor/256x256/apps/capacity-planner.png; do
    check "tar.gz: $entry" grep -qx "[^/]*/$entry" <<<"$listing"
done

if ((failures)); then
    echo "$failures check(s) failed" >&2
    exit 1
fi
echo "all package checks passed"
