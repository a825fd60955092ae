"""Reads a bare clone with the git command line: first-parent history, diffs, blobs, exports."""

import io
import os
import subprocess
import tarfile

EMPTY_TREE = "4b825dc642cb6eb9a060e54bf8d69288fbee4904"


class GitError(Exception):
    """A git command failed; the message quotes the command and git's own words."""


class Change:
    """One path that differs between a commit and its first parent (renames are split)."""

    __slots__ = ("status", "path", "blob")

    def __init__(self, status, path, blob):
        self.status = status  # "A", "M", "D" or "T" (type change)
        self.path = path
        self.blob = blob  # the new blob's sha, None when deleted

    def __repr__(self):
        return f"Change({self.status!r}, {self.path!r}, {self.blob!r})"


class Commit:
    """A first-parent commit with the facts commits.json records."""

    __slots__ = ("sha", "parent", "date", "subject")

    def __init__(self, sha, parent, date, subject):
        self.sha = sha
        self.parent = parent  # first parent's sha, None for a root commit
        self.date = date  # committer date, YYYY-MM-DD as recorded in the commit
        self.subject = subject  # first line of the message


class Repository:
    """A bare (or ordinary) git repository, read through `git --git-dir`."""

    def __init__(self, git_dir):
        if not os.path.isdir(git_dir):
            raise GitError(f"'{git_dir}' is not a folder; pass the bare clone's git directory with --git-dir")
        self.git_dir = git_dir
        self._batch = None
        try:
            self.run("rev-parse", "--git-dir")
        except GitError as error:
            raise GitError(f"'{git_dir}' is not a git directory ({error}); pass the bare clone with --git-dir") from None

    def run(self, *arguments, input_bytes=None):
        """Runs git and returns its standard output as bytes; raises GitError on failure."""
        command = ["git", "--git-dir", self.git_dir, *arguments]
        result = subprocess.run(command, input=input_bytes, stdout=subprocess.PIPE, stderr=subprocess.PIPE)
        if result.returncode != 0:
            words = result.stderr.decode("utf-8", "replace").strip()
            raise GitError(f"git {' '.join(arguments)} failed: {words}")
        return result.stdout

    def text(self, *arguments):
        return self.run(*arguments).decode("utf-8")

    def resolve(self, revision):
        """The full sha of a revision (a branch, tag, sha or prefix)."""
        try:
            return self.text("rev-parse", "--verify", "--quiet", "--end-of-options", revision + "^{commit}").strip()
        except GitError:
            raise GitError(f"'{revision}' is not a commit of {self.git_dir}; pass a branch or sha that exists") from None

    def default_branch(self):
        """The branch HEAD names (the default branch of a fresh clone)."""
        return self.text("symbolic-ref", "--short", "HEAD").strip()

    def first_parent_history(self, tip):
        """Every commit on the first-parent chain of `tip`, oldest first."""
        output = self.text("log", "--first-parent", "--reverse", "--format=%H%x00%P%x00%cs%x00%B%x01", tip)
        commits = []
        for record in output.split("\x01"):
            record = record.lstrip("\n")
            if not record:
                continue
            sha, parents, date, message = record.split("\x00", 3)
            parent = parents.split()[0] if parents.split() else None
            subject = message.split("\n", 1)[0].strip()
            commits.append(Commit(sha, parent, date, subject))
        return commits

    def changes(self, commit, pathspecs):
        """The paths matching `pathspecs` that `commit` changes against its first parent.

        Renames and copies are not detected, so a move is a delete plus an add."""
        base = commit.parent or EMPTY_TREE
        output = self.run("diff-tree", "-r", "-z", "--raw", "--no-renames", "--no-abbrev",
                          base, commit.sha, "--", *pathspecs)
        fields = output.split(b"\x00")
        changes = []
        index = 0
        while index + 1 < len(fields):
            meta = fields[index].decode("ascii")
            path = fields[index + 1].decode("utf-8", "surrogateescape")
            index += 2
            if not meta.startswith(":"):
                raise GitError(f"unexpected diff-tree output near {meta!r}")
            _, new_mode, _, new_blob, status = meta[1:].split(" ")
            status = status[0]
            if new_mode == "160000":
                continue  # a submodule is no file of ours
            changes.append(Change(status, path, None if status == "D" else new_blob))
        return changes

    def files(self, commit_sha, pathspecs):
        """The files under the folders `pathspecs` (no glob magic) at `commit_sha`, sorted, with blob shas."""
        output = self.run("ls-tree", "-r", "-z", "--full-tree", commit_sha, "--", *pathspecs)
        entries = {}
        for line in output.split(b"\x00"):
            if not line:
                continue
            meta, path = line.split(b"\t", 1)
            mode, kind, sha = meta.decode("ascii").split(" ")
            if kind == "blob":
                entries[path.decode("utf-8", "surrogateescape")] = sha
        return dict(sorted(entries.items()))

    def blob(self, sha):
        """The bytes of a blob, read through one long-lived `git cat-file --batch`."""
        if self._batch is None:
            self._batch = subprocess.Popen(["git", "--git-dir", self.git_dir, "cat-file", "--batch"],
                                           stdin=subprocess.PIPE, stdout=subprocess.PIPE)
        self._batch.stdin.write(sha.encode("ascii") + b"\n")
        self._batch.stdin.flush()
        header = self._batch.stdout.readline().decode("ascii").split()
        if len(header) != 3 or header[1] != "blob":
            raise GitError(f"blob {sha} is missing from {self.git_dir}: {' '.join(header)}")
        size = int(header[2])
        data = self._batch.stdout.read(size)
        self._batch.stdout.read(1)  # the newline after the content
        return data

    def show(self, commit_sha, path):
        """The bytes of `path` at `commit_sha`."""
        return self.run("show", f"{commit_sha}:{path}")

    def export(self, commit_sha, subtree, destination):
        """Writes the files under `subtree` at `commit_sha` into `destination` (git archive)."""
        archive = self.run("archive", "--format=tar", commit_sha, "--", subtree)
        with tarfile.open(fileobj=io.BytesIO(archive)) as tar:
            tar.extractall(destination, filter="data")

    def close(self):
        if self._batch is not None:
            self._batch.stdin.close()
            self._batch.wait()
            self._batch = None
