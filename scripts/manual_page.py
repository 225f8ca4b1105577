#!/usr/bin/env python3
"""Writes appdetail's manual page with swift-argument-parser's `generate-manual`.

    python3 scripts/manual_page.py GENERATE_MANUAL BINARY OUTPUT.1 DATE

DATE (yyyy-mm-dd) is the page's date: the release's, so the same help makes the same page on
any day, and the committed page can be checked against the help.

`generate-manual` reads the command's own help (`BINARY --experimental-dump-help`) and writes
mdoc. Two things it does not do, done here so the page reads as `--help` does:

- it drops every character outside ASCII (`1–300` became `1300`, `…` vanished): the help is
  handed to it with each such character spelled as an ASCII placeholder, which becomes groff's
  `\\[uXXXX]` afterwards;
- it copies a help text's blank lines, which mdoc warns about: each becomes a paragraph (`.Pp`).
"""

import os
import re
import stat
import subprocess
import sys
import tempfile

PLACEHOLDER = re.compile(r"qqU\+([0-9A-F]{4,6})qq")

# Runs the real binary and spells its non-ASCII characters as placeholders.
WRAPPER = """#!/usr/bin/env python3
import subprocess, sys
answer = subprocess.run([{binary!r}] + sys.argv[1:], stdout=subprocess.PIPE, check=True)
text = answer.stdout.decode("utf-8")
sys.stdout.write("".join(c if ord(c) < 128 else "qqU+%04Xqq" % ord(c) for c in text))
"""


def literal_examples(page):
    """Each run of lines the help indents (an example command, a crontab line) as a literal
    display, so the manual neither fills nor hyphenates it: it copies as it reads."""
    lines, out, index = page.split("\n"), [], 0
    while index < len(lines):
        if lines[index].startswith("  ") and lines[index].strip():
            out.append(".Bd -literal -offset indent")
            while index < len(lines) and lines[index].startswith("  ") and lines[index].strip():
                out.append(lines[index][2:])
                index += 1
            out.append(".Ed")
        else:
            out.append(lines[index])
            index += 1
    return "\n".join(out)


def main() -> int:
    if len(sys.argv) != 5:
        print(__doc__.strip().splitlines()[2].strip(), file=sys.stderr)
        return 64
    generate_manual, binary, output, date = sys.argv[1:]
    with tempfile.TemporaryDirectory() as work:
        wrapper = os.path.join(work, "appdetail")
        with open(wrapper, "w", encoding="utf-8") as file:
            file.write(WRAPPER.format(binary=os.path.abspath(binary)))
        os.chmod(wrapper, stat.S_IRWXU)
        pages = os.path.join(work, "pages")
        os.mkdir(pages)
        subprocess.run(
            [generate_manual, wrapper, "--output-directory", pages, "--section", "1", "--date", date,
             "--authors", "The appdetail authors"],
            check=True)
        with open(os.path.join(pages, "appdetail.1"), encoding="ascii") as file:
            page = file.read()
    page = PLACEHOLDER.sub(lambda match: "\\[u%s]" % match.group(1), page)
    page = re.sub(r"(?m)^$", ".Pp", page)
    page = literal_examples(page)
    with open(output, "w", encoding="ascii") as file:
        file.write(page)
    return 0


if __name__ == "__main__":
    sys.exit(main())
