"""scripts/corpus/show: one commit of a corpus project, as an auditor reads it."""

import argparse
import difflib
import os
import re
import sys

from . import PROJECTS
from .store import CorpusError, load

USAGE = """Prints one commit of Tests/Fixtures/corpus/PROJECT/commits.json: its subject, date, upstream
link and a unified diff (previous revision -> this one) of every snapshot file it changes. An
added file is diffed against nothing, a deleted one against nothing after it."""

EPILOG = """COMMIT is an index into commits.json (0 is the first entry, -1 the last) or a sha or sha
prefix of at least 7 hex digits. Examples:
  scripts/corpus/show siemens-element --list
  scripts/corpus/show aria-practices 12
  scripts/corpus/show aria-at-app 1cad0f5a --full --file snapshots/_404.aria.yml"""


def parse(arguments):
    parser = argparse.ArgumentParser(prog="scripts/corpus/show", description=USAGE, epilog=EPILOG,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("project", metavar="PROJECT", help="one of: " + ", ".join(PROJECTS))
    parser.add_argument("commit", metavar="COMMIT", nargs="?", help="index or sha (see below); omit with --list")
    parser.add_argument("--list", action="store_true", help="list every commit: index, sha, date, files changed, subject")
    parser.add_argument("--full", action="store_true", help="also print each changed file's full new content")
    parser.add_argument("--file", metavar="PATH", action="append",
                        help="show only this changed file (repeatable; a unique substring of the path is enough)")
    parser.add_argument("-U", "--context", type=int, default=3, metavar="N", help="lines of context in the diffs (default 3)")
    parser.add_argument("--corpus", metavar="DIR", help="the project's folder (default: Tests/Fixtures/corpus/PROJECT in this checkout)")
    return parser.parse_args(arguments)


def find(entries, key):
    """The index of the entry `key` names: an index (negative counts from the end) or a sha prefix."""
    if re.fullmatch(r"-?\d{1,6}", key):
        index = int(key)
        if not -len(entries) <= index < len(entries):
            raise CorpusError(f"index {key} is out of range: commits.json has {len(entries)} commits (0 to {len(entries) - 1})")
        return index % len(entries)
    if not re.fullmatch(r"[0-9a-fA-F]{7,40}", key):
        raise CorpusError(f"'{key}' is neither an index nor a sha of at least 7 hex digits; see --list")
    matches = [index for index, entry in enumerate(entries) if entry["commit"].startswith(key.lower())]
    if not matches:
        raise CorpusError(f"no commit of commits.json starts with {key} (commits that change no snapshot are not in the corpus); see --list")
    if len(matches) > 1:
        raise CorpusError(f"{key} names {len(matches)} commits; give more digits")
    return matches[0]


def previous_blob(entries, index, path):
    """(blob, index of the entry that set it) for `path` just before entry `index`; (None, None)
    when the file did not exist then."""
    for earlier in range(index - 1, -1, -1):
        if path in entries[earlier]["files"]:
            return entries[earlier]["files"][path], earlier
    return None, None


def status(before, after):
    if before is None:
        return "added"
    return "deleted" if after is None else "modified"


def lines_of(content):
    return content.decode("utf-8", "replace").splitlines(keepends=True)


def diff(path, before, after, blob, context, label_before, label_after):
    """A unified diff of one file; a missing side is /dev/null."""
    old = lines_of(blob(before)) if before else []
    new = lines_of(blob(after)) if after else []
    out = list(difflib.unified_diff(old, new, "a/" + path if before else "/dev/null", "b/" + path if after else "/dev/null",
                                    label_before if before else "", label_after if after else "", n=context))
    text = "".join(line if line.endswith("\n") else line + "\n\\ No newline at end of file\n" for line in out)
    return text or "(content unchanged)\n"


def render_list(entries):
    width = len(str(len(entries) - 1))
    rows = []
    for index, entry in enumerate(entries):
        rows.append(f"{index:>{width}}  {entry['commit'][:10]}  {entry['date']}  {len(entry['files']):>3} file(s)  {entry['subject']}")
    return "\n".join(rows) + "\n"


def render_commit(project, entries, index, blob, options):
    entry = entries[index]
    files = entry["files"]
    selected = sorted(files)
    if options.file:
        selected = [path for path in selected if any(wanted == path or wanted in path for wanted in options.file)]
        if not selected:
            raise CorpusError(f"commit {index} changes none of {', '.join(options.file)}; it changes: {', '.join(sorted(files))}")
    origins = {path: previous_blob(entries, index, path) for path in files}
    befores = {path: origin[0] for path, origin in origins.items()}
    counts = {}
    for path in files:
        kind = status(befores[path], files[path])
        counts[kind] = counts.get(kind, 0) + 1
    summary = ", ".join(f"{counts[kind]} {kind}" for kind in ("modified", "added", "deleted") if kind in counts)
    out = [
        f"commit [{index}] of {len(entries)} in commits.json   {entry['commit']}   {entry['date']}",
        f"subject: {entry['subject']}",
        f"upstream: {project.url}/commit/{entry['commit']}",
        f"files: {len(files)} ({summary})",
    ]
    for path in sorted(files):
        mark = {"added": "A", "deleted": "D", "modified": "M"}[status(befores[path], files[path])]
        out.append(f"  {mark} {path}")
    out.append("")
    for path in selected:
        before, after = befores[path], files[path]
        out.append("=" * 100)
        out.append(f"{status(before, after).upper()}: {path}")
        if before is not None:
            setter = origins[path][1]
            out.append(f"  before: blobs/{before} (from [{setter}] {entries[setter]['commit'][:10]} {entries[setter]['date']})")
        if after is not None:
            out.append(f"  after:  blobs/{after}")
        out.append("=" * 100)
        out.append(diff(path, before, after, blob, options.context, "before", f"at {entry['commit'][:10]}").rstrip("\n"))
        if options.full and after is not None:
            out.append("-" * 40 + f" full content at {entry['commit'][:10]}: {path}")
            out.append(blob(after).decode("utf-8", "replace").rstrip("\n"))
        out.append("")
    return "\n".join(out) + "\n"


def main(arguments):
    options = parse(arguments)
    project = PROJECTS.get(options.project)
    if project is None:
        print(f"scripts/corpus/show: unknown project '{options.project}'; choose one of: {', '.join(PROJECTS)}", file=sys.stderr)
        return 2
    folder = options.corpus or os.path.join(os.path.dirname(os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))),
                                            "Tests", "Fixtures", "corpus", project.name)
    try:
        entries, blob = load(folder)
        if not entries:
            raise CorpusError(f"{folder}/commits.json lists no commits")
        if options.list:
            text = render_list(entries)
        elif options.commit is None:
            raise CorpusError("name a commit (an index or a sha), or pass --list")
        else:
            text = render_commit(project, entries, find(entries, options.commit), blob, options)
    except CorpusError as error:
        print(f"scripts/corpus/show: {error}", file=sys.stderr)
        return 2
    try:
        sys.stdout.write(text)
        sys.stdout.flush()
    except BrokenPipeError:
        sys.stderr.close()  # the reader (head, less) stopped early: not an error
    return 0
