#!/usr/bin/env bash
# Builds the stand-in icuuc.dll into the Wine prefix of the root given (see packaging/wine/root).
#
# Qt6Core.dll links to ICU's converter functions (QStringConverter's extra codecs) in Windows'
# system icuuc.dll. Every function Qt imports from it is listed from the DLL's import table and
# exported here: ucnv_open answers "no such converter" (U_FILE_ACCESS_ERROR) and every other
# one, never reached without a converter, answers zero.
set -euo pipefail
root=${1:?usage: icuuc.sh ROOT}
qtcore=$root/opt/winpy/Lib/site-packages/PySide6/Qt6Core.dll
work=$root/var/cache/dominos/icuuc
mkdir -p "$work"
chroot "$root" x86_64-w64-mingw32-objdump -p /opt/winpy/Lib/site-packages/PySide6/Qt6Core.dll |
  awk '/DLL Name:/ { inside = ($3 == "icuuc.dll"); next }
       inside && NF >= 3 && $1 ~ /^[0-9a-f]+$/ && $NF ~ /^[A-Za-z_][A-Za-z0-9_]*$/ { print $NF }' \
    >"$work/names.txt"
[ -s "$work/names.txt" ] || { echo "no icuuc.dll imports found in $qtcore" >&2; exit 1; }
{
  echo '/* Stand-in for the ICU converter functions Qt6Core.dll imports: no converter exists. */'
  echo '#include <stddef.h>'
  while read -r name; do
    if [ "$name" = ucnv_open ]; then
      echo '__declspec(dllexport) void *ucnv_open(const char *name, int *status)'
      echo '{ (void)name; if (status) *status = 4; return NULL; }'
    else
      echo "__declspec(dllexport) void *$name(void) { return NULL; }"
    fi
  done <"$work/names.txt"
} >"$work/icuuc.c"
chroot "$root" x86_64-w64-mingw32-gcc -shared -O2 -s -o /var/cache/dominos/icuuc/icuuc.dll /var/cache/dominos/icuuc/icuuc.c
cp "$work/icuuc.dll" "$root/opt/wineprefix/drive_c/windows/system32/icuuc.dll"
echo "icuuc.dll: $(wc -l <"$work/names.txt") functions"
