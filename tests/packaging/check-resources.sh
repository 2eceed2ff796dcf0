#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Validates the desktop resources with the tools desktops and software centres use.
# Usage: check-resources.sh RESOURCES_DIR PROJECT_VERSION
set -euo pipefail
res=$1 version=$2 id=io.github.kibitz.Kibitz
failed=0
fail() { echo "FAIL: $*" >&2; failed=1; }

desktop-file-validate "$res/$id.desktop" || fail "desktop-file-validate $id.desktop"
appstreamcli validate --no-net "$res/$id.metainfo.xml" || fail "appstreamcli validate $id.metainfo.xml"

# shared-mime-info accepts the record types: update-mime-database compiles them into a scratch
# database (it reports bad XML on stderr, still exiting 0).
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
mkdir -p "$scratch/mime/packages"
cp "$res/$id.mime.xml" "$scratch/mime/packages/$id.xml"
XDG_DATA_HOME=$scratch PKGSYSTEM_ENABLE_FSYNC=0 update-mime-database "$scratch/mime" 2>"$scratch/err" || true
[ ! -s "$scratch/err" ] || { cat "$scratch/err" >&2; fail "update-mime-database refused $id.mime.xml"; }

# Each declared glob is in the compiled database; the metainfo's newest release is the version
# CMake builds; each PNG has the size its folder says (resources/icons/render makes them).
python3 - "$res" "$id" "$version" "$scratch/mime/globs2" <<'PY' || fail "see above"
import glob, os, struct, sys, xml.etree.ElementTree as ET
res, app_id, version, globs2 = sys.argv[1:]
ok = True
def fail(why):
    global ok
    print('FAIL:', why, file=sys.stderr)
    ok = False

ns = {'m': 'http://www.freedesktop.org/standards/shared-mime-info'}
declared = {(t.get('type'), g.get('pattern'))
            for t in ET.parse(f'{res}/{app_id}.mime.xml').getroot().findall('m:mime-type', ns)
            for g in t.findall('m:glob', ns)}
compiled = set()
if os.path.exists(globs2):
    compiled = {tuple(line.strip().split(':')[1:3]) for line in open(globs2) if not line.startswith('#')}
if not declared: fail('no globs declared')
for missing in sorted(declared - compiled): fail(f'not in the compiled MIME database: {missing}')

released = ET.parse(f'{res}/{app_id}.metainfo.xml').getroot().find('releases/release').get('version')
if released != version: fail(f"metainfo's newest release is {released}, the project is {version}")

pngs = glob.glob(f'{res}/icons/hicolor/*/apps/{app_id}.png')
if len(pngs) < 6: fail(f'only {len(pngs)} PNG sizes')
for png in pngs:
    data = open(png, 'rb').read(24)
    size = '%dx%d' % struct.unpack('>II', data[16:24]) if data[:8] == b'\x89PNG\r\n\x1a\n' else 'not a PNG'
    folder = png.split('/')[-3]
    if size != folder: fail(f'{png} is {size}')
if not os.path.exists(f'{res}/icons/hicolor/scalable/apps/{app_id}.svg'): fail('no scalable icon')
sys.exit(0 if ok else 1)
PY

[ $failed -eq 0 ] && echo "resources valid"
exit $failed
