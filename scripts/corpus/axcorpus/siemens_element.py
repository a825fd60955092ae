"""siemens/element: Playwright ARIA snapshots committed with the repository, copied as they are."""

from .project import Collected, Project
from .store import Replay

PATHSPEC = ":(glob)playwright/snapshots/**/*.spec.ts-snapshots/*.yaml"


def collect(repository, tip, options, log):
    history = repository.first_parent_history(tip)
    replay = Replay()
    for commit in history:
        changes = repository.changes(commit, [PATHSPEC])
        if not changes:
            continue
        updates = {change.path: None if change.blob is None else repository.blob(change.blob) for change in changes}
        changed = replay.record(commit, updates)
        log(f"{commit.sha[:10]} {commit.date} {len(changed)} file(s)  {commit.subject[:60]}")
    return Collected(replay, history, [])


PROJECT = Project(
    name="siemens-element",
    title="Siemens Element (Playwright ARIA snapshots)",
    url="https://github.com/siemens/element",
    branch="main",
    licence="MIT",
    licence_file="LICENSE",
    paths="`playwright/snapshots/**/*.spec.ts-snapshots/*.yaml` (the committed Playwright "
          "`toMatchAriaSnapshot` baselines); paths are kept as they are upstream",
    produced="copied from git byte for byte as committed (no rendering); a commit reachable only "
             "through a merge is attributed to the first-parent commit that brought it (diffs are "
             "taken against the first parent), so the replayed history is linear",
    collect=collect,
)
