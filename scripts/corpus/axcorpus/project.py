"""What every corpus project is: one value that carries its upstream, licence and how it is built."""

import os


class Project:
    """One upstream repository whose snapshot history goes into Tests/Fixtures/corpus/<name>/.

    `collect(repository, tip, options, log)` replays the history and returns a Collected."""

    def __init__(self, name, title, url, branch, licence, licence_file, paths, produced, collect):
        self.name = name  # kebab-case folder name
        self.title = title
        self.url = url  # upstream repository
        self.branch = branch  # the branch whose first-parent chain is replayed
        self.licence = licence  # licence name as upstream states it
        self.licence_file = licence_file  # path of the licence text in the upstream tree
        self.paths = paths  # Markdown: which upstream paths are read
        self.produced = produced  # Markdown: how a snapshot file is made from them
        self.collect = collect

    def notes(self):
        """The hand-written notes for auditors (scripts/corpus/notes/<name>.md)."""
        path = os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "notes", self.name + ".md")
        with open(path, encoding="utf-8") as file:
            return file.read().strip() + "\n"


class Collected:
    """The outcome of a project's collect: the replayed history and the facts SOURCE.md states."""

    def __init__(self, replay, history, facts):
        self.replay = replay
        self.history = history  # every first-parent commit read, oldest first
        self.facts = facts  # extra "- name: value" lines for SOURCE.md (tool versions, dropped pages)
