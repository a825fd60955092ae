"""scripts/corpus/build: rebuilds one project's corpus folder from a bare clone, byte for byte."""

import argparse
import sys
import time

from . import PROJECTS
from .git import GitError, Repository
from .render import RenderError
from .source import source_md
from .store import CorpusError, stale_labels, write

USAGE = """Rebuilds Tests/Fixtures/corpus/PROJECT from a bare clone of the project's upstream repository.
The same clone, --until and tool versions give the same bytes. labels.json is left alone (a warning
says when its commits no longer match)."""


def parse(arguments):
    parser = argparse.ArgumentParser(prog="scripts/corpus/build", description=USAGE)
    parser.add_argument("project", metavar="PROJECT", help="one of: " + ", ".join(PROJECTS))
    parser.add_argument("--git-dir", required=True, metavar="DIR", help="the upstream repository's (bare) git directory")
    parser.add_argument("--out", required=True, metavar="DIR", help="the folder to write, e.g. Tests/Fixtures/corpus/PROJECT")
    parser.add_argument("--until", metavar="REV",
                        help="the last commit to read (default: the tip of the project's branch); SOURCE.md names the sha used")
    parser.add_argument("--chromium", metavar="PATH", help="Chromium for the rendered projects (default: chromium on PATH)")
    parser.add_argument("--check-twice", action="store_true",
                        help="render every page twice and stop at the first difference (default: only at a page's first revision)")
    parser.add_argument("--quiet", action="store_true", help="print only the summary")
    return parser.parse_args(arguments)


def main(arguments):
    options = parse(arguments)
    project = PROJECTS.get(options.project)
    if project is None:
        print(f"scripts/corpus/build: unknown project '{options.project}'; choose one of: {', '.join(PROJECTS)}", file=sys.stderr)
        return 2
    log = (lambda line: None) if options.quiet else (lambda line: print(line, file=sys.stderr, flush=True))
    started = time.monotonic()
    repository = None
    try:
        repository = Repository(options.git_dir)
        tip = repository.resolve(options.until or project.branch)
        collected = project.collect(repository, tip, options, log)
        licence = repository.show(tip, project.licence_file)
        write(options.out, collected.replay, source_md(project, tip, collected), licence)
        warning = stale_labels(options.out, collected.replay)
    except (GitError, RenderError, CorpusError) as error:
        print(f"scripts/corpus/build: {error}", file=sys.stderr)
        return 2
    finally:
        if repository is not None:
            repository.close()
    replay = collected.replay
    paths = {path for entry in replay.entries for path in entry["files"]}
    size = sum(len(content) for content in replay.blobs.values())
    print(f"{project.name}: {len(replay.entries)} commits, {len(paths)} files, {len(replay.blobs)} blobs, "
          f"{size} bytes of blobs, {time.monotonic() - started:.0f} s -> {options.out}")
    if warning:
        print(f"scripts/corpus/build: warning: {warning}", file=sys.stderr)
    return 0
