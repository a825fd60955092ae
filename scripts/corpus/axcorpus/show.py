"""scripts/corpus/show: one commit of a corpus project, as an auditor reads it."""

import argparse
import os
import re
import subprocess
import sys

from . import PROJECTS
from .git import GitError, Repository
from .store import CorpusError, load

USAGE = """Prints one commit of Tests/Fixtures/corpus/PROJECT/commits.json: its subject, date, upstream
link and a unified diff (previous revision -> this one) of every snapshot file it changes. An
added file is diffed against nothing, a deleted one against nothing after it."""

EPILOG = """COMMIT is an index into commits.json (0 is the first entry, -1 the last) or a sha or sha
prefix of at least 7 hex digits. Examples:
  scripts/corpus/show siemens-element --list
  scripts/corpus/show aria-practices 12
  scripts/corpus/show aria-at-app 1cad0f5a --full --file snapshots/_404.aria.yml
  scripts/corpus/show aria-at-app 3 --git-dir aria-at-app.git   # what the release merge brought"""


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
    parser.add_argument("--git-dir", metavar="DIR",
                        help="the upstream clone: when the commit is a merge, also list the commits it brought in")
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


def unified(old_file, new_file, from_name, to_name, context):
    """A unified diff of two files (os.devnull for a missing side) by `git diff --no-index` with the
    histogram algorithm, which keeps long runs of repeated table rows aligned."""
    result = subprocess.run(["git", "diff", "--no-index", "--no-color", "--no-ext-diff", "--diff-algorithm=histogram",
                             f"-U{context}", "--", old_file, new_file], stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    if result.returncode not in (0, 1):
        raise CorpusError(f"git diff failed on {old_file} and {new_file}: {result.stderr.decode(errors='replace').strip()}")
    lines = result.stdout.decode("utf-8", "replace").splitlines(keepends=True)
    hunks = next((index for index, line in enumerate(lines) if line.startswith("@@")), len(lines))
    if hunks == len(lines):
        return ""
    return f"--- {from_name}\n+++ {to_name}\n" + "".join(lines[hunks:])


def diff(path, before, after, blob_path, context, label_after):
    """A unified diff of one file against its previous revision; a missing side is /dev/null."""
    text = unified(blob_path(before) if before else os.devnull, blob_path(after) if after else os.devnull,
                   "a/" + path if before else "/dev/null", f"b/{path}\t{label_after}" if after else "/dev/null", context)
    return text or "(content unchanged)\n"


def merged_commits(git_dir, sha, limit=40):
    """Lines naming the commits a merge brought in (first parent..merge, merges left out)."""
    try:
        repository = Repository(git_dir)
        parents = repository.text("rev-list", "--parents", "-n", "1", sha).split()[1:]
        if len(parents) < 2:
            return ["merged: (not a merge commit)"]
        lines = repository.text("log", "--no-merges", "--format=%h %cs %s", f"{parents[0]}..{sha}").splitlines()
    except GitError as error:
        raise CorpusError(f"cannot list what {sha[:10]} merged: {error}") from None
    shown = [f"    {line}" for line in lines[:limit]]
    if len(lines) > limit:
        shown.append(f"    ... and {len(lines) - limit} more (git log {parents[0][:10]}..{sha[:10]})")
    return [f"merged: {len(lines)} commit(s), newest first"] + shown


def blob_file(folder, blob, name):
    """The path of a blob's file, after reading it once so that a missing blob is a clear error."""
    blob(name)
    return os.path.join(folder, "blobs", name)


def render_list(entries):
    width = len(str(len(entries) - 1))
    rows = []
    for index, entry in enumerate(entries):
        rows.append(f"{index:>{width}}  {entry['commit'][:10]}  {entry['date']}  {len(entry['files']):>3} file(s)  {entry['subject']}")
    return "\n".join(rows) + "\n"


def render_commit(project, entries, index, folder, blob, options):
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
    if options.git_dir:
        out.extend(merged_commits(options.git_dir, entry["commit"]))
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
        out.append(diff(path, before, after, lambda name: blob_file(folder, blob, name), options.context, f"at {entry['commit'][:10]}").rstrip("\n"))
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
            text = render_commit(project, entries, find(entries, options.commit), folder, blob, options)
    except CorpusError as error:
        print(f"scripts/corpus/show: {error}", file=sys.stderr)
        return 2
    try:
        sys.stdout.write(text)
        sys.stdout.flush()
    except BrokenPipeError:
        sys.stderr.close()  # the reader (head, less) stopped early: not an error
    return 0
