"""Files executor on a real 1,000-file folder, run in the real bubblewrap sandbox, undone via shadow git."""

from __future__ import annotations

import base64
import os
from pathlib import Path

import pytest

from core.runtime import Action, ActionRejected, Runtime, Target, UndoConflict, UndoRecord, UndoUnavailable
from core.runtime.files_executor import FilesExecutor
from tests.runtime.tree import git_dir_digest, tree_digest


def act(method: str, target: Target, **arguments) -> Action:
    return Action(method_id=method, arguments=arguments, target=target)


def test_create_modify_move_delete_then_undo_restores_identical_tree(runtime, files_target, user_folder):
    original = tree_digest(user_folder)
    user_git = git_dir_digest(user_folder)
    actions = [
        act("files.write", files_target, path="new/notes.txt", content="brand new"),
        act("files.write", files_target, path="dir1/file0001.txt", content="overwritten"),
        act("files.write", files_target, path="dir2/file0002.txt", content_b64=base64.b64encode(b"\0\1").decode(),
            append=True),
        act("files.move", files_target, src="dir3", dst="moved/dir3"),
        act("files.delete", files_target, path="dir4"),
        act("files.mkdir", files_target, path="empty/inner"),
        act("files.move", files_target, src="dir5/file0005.txt", dst="dir6/renamed.txt"),
    ]
    outcomes = [runtime.execute(a) for a in actions]
    changed = tree_digest(user_folder)
    assert changed["new/notes.txt"] and "dir4/" not in changed and "moved/dir3/" in changed
    assert (user_folder / "dir1/file0001.txt").read_text() == "overwritten"
    assert (user_folder / "dir2/file0002.txt").read_bytes().endswith(b"\0\1")
    assert all(o.reversible and o.sandbox == "bubblewrap" for o in outcomes)
    assert outcomes[0].undo_description == "Delete new/notes.txt."
    assert "previous content" in outcomes[1].undo_description
    for outcome in reversed(outcomes):  # records survive JSON (as stored by the timeline)
        runtime.undo(UndoRecord.from_json(outcome.undo.to_json()))
    assert tree_digest(user_folder) == original
    assert git_dir_digest(user_folder) == user_git


def test_undo_after_restart_uses_only_the_stored_record(tmp_path, bwrap, files_target, user_folder):
    original = tree_digest(user_folder)
    first = Runtime(tmp_path / "state", sandbox=bwrap)
    stored = first.execute(act("files.delete", files_target, path="dir7")).undo.to_json()
    del first
    Runtime(tmp_path / "state", sandbox=bwrap).undo(UndoRecord.from_json(stored))
    assert tree_digest(user_folder) == original


def test_undo_detects_a_later_edit_instead_of_overwriting(runtime, files_target, user_folder):
    outcome = runtime.execute(act("files.write", files_target, path="dir1/file0011.txt", content="steward"))
    (user_folder / "dir1/file0011.txt").write_text("the user's own edit")
    with pytest.raises(UndoConflict) as caught:
        runtime.undo(outcome.undo)
    assert caught.value.changed == ["dir1/file0011.txt"]
    assert (user_folder / "dir1/file0011.txt").read_text() == "the user's own edit"


def test_undo_detects_a_file_added_later_in_a_created_folder(runtime, files_target, user_folder):
    outcome = runtime.execute(act("files.mkdir", files_target, path="fresh"))
    (user_folder / "fresh" / "mine.txt").write_text("keep me")
    with pytest.raises(UndoConflict):
        runtime.undo(outcome.undo)
    assert (user_folder / "fresh" / "mine.txt").read_text() == "keep me"


def test_commit_drops_the_snapshot(runtime, files_target, user_folder):
    outcome = runtime.execute(act("files.write", files_target, path="a.txt", content="x"))
    record = runtime.commit(outcome.undo)
    assert record.state == "committed" and not record.reversible
    with pytest.raises(UndoUnavailable):
        runtime.undo(record)
    assert (user_folder / "a.txt").read_text() == "x"


def test_read_and_list_run_in_the_sandbox_with_nothing_to_undo(runtime, files_target):
    read = runtime.execute(act("files.read", files_target, path="dir0/file0000.txt"))
    listing = runtime.execute(act("files.list", files_target, path="dir0"))
    assert read.result["content"].startswith("file 0")
    assert len(listing.result["entries"]) == 100
    assert read.undo.kind == "none"


def test_files_ignored_by_the_users_gitignore_are_still_snapshotted(runtime, files_target, user_folder):
    (user_folder / ".gitignore").write_text("*.log\n")
    (user_folder / "run.log").write_text("precious log")
    outcome = runtime.execute(act("files.delete", files_target, path="run.log"))
    runtime.undo(outcome.undo)
    assert (user_folder / "run.log").read_text() == "precious log"


def test_large_files_are_kept_outside_git_and_restored(tmp_path, bwrap, user_folder):
    executor = FilesExecutor(tmp_path / "state", bwrap, large_file_bytes=64 * 1024)
    runtime = Runtime(tmp_path / "state", sandbox=bwrap, executors=[executor])
    big = os.urandom(300 * 1024)
    (user_folder / "video.bin").write_bytes(big)
    target = Target(kind="files", location=str(user_folder))
    outcome = runtime.execute(act("files.write", target, path="video.bin", content="replaced"))
    git_objects = sum(f.stat().st_size for f in (tmp_path / "state" / "shadow").rglob("objects/**/*") if f.is_file())
    assert git_objects < len(big) / 2  # the big blob is not stored in the shadow git
    runtime.undo(outcome.undo)
    assert (user_folder / "video.bin").read_bytes() == big


@pytest.mark.parametrize(
    ("arguments", "message"),
    [
        ({"path": "../outside.txt", "content": "x"}, "leaves the folder"),
        ({"path": "/etc/passwd", "content": "x"}, "leaves the folder"),
        ({"path": "dir0/../../x", "content": "x"}, "leaves the folder"),
        ({"path": ".git/config", "content": "x"}, "own .git"),
        ({"path": "dir0/.git/hooks/x", "content": "x"}, "own .git"),
        ({"path": "escape/x.txt", "content": "x"}, "through a link"),
        ({"path": "big.txt", "content": "x" * (5 * 1024 * 1024)}, "limit"),
        ({"path": "", "content": "x"}, "non-empty"),
    ],
)
def test_bad_input_is_rejected_before_anything_runs(runtime, files_target, user_folder, tmp_path, arguments, message):
    outside = tmp_path / "outside"
    outside.mkdir()
    (user_folder / "escape").symlink_to(outside)
    before = tree_digest(user_folder)
    with pytest.raises(ActionRejected, match=message):
        runtime.execute(act("files.write", files_target, **arguments))
    assert tree_digest(user_folder) == before
    assert list(outside.iterdir()) == []
    assert not (tmp_path / "state" / "files" / "shadow").exists()  # no snapshot was even taken


def test_folders_holding_a_repository_are_never_moved_or_deleted(runtime, files_target, user_folder):
    import subprocess

    subprocess.run(["git", "init", "-q", str(user_folder / "dir9" / "project")], check=True)
    before = git_dir_digest(user_folder / "dir9" / "project")
    for action in (act("files.delete", files_target, path="dir9"),
                   act("files.move", files_target, src="dir9", dst="elsewhere")):
        with pytest.raises(ActionRejected, match="contains a git repository"):
            runtime.execute(action)
    assert git_dir_digest(user_folder / "dir9" / "project") == before


def test_a_file_can_be_moved_into_a_folder_that_holds_a_repository(runtime, files_target, user_folder):
    import subprocess

    subprocess.run(["git", "init", "-q", str(user_folder / "dir9" / "project")], check=True)
    repo_before = git_dir_digest(user_folder / "dir9" / "project")
    before = tree_digest(user_folder)
    outcome = runtime.execute(act("files.move", files_target, src="dir0/file0000.txt", dst="dir9"))
    assert (user_folder / "dir9/file0000.txt").is_file()
    assert git_dir_digest(user_folder / "dir9" / "project") == repo_before
    runtime.undo(outcome.undo)
    assert tree_digest(user_folder) == before


def test_moving_onto_an_existing_file_needs_overwrite(runtime, files_target):
    with pytest.raises(ActionRejected, match="already exists"):
        runtime.execute(act("files.move", files_target, src="dir0/file0000.txt", dst="dir1/file0001.txt"))


def test_moving_to_a_folder_puts_the_file_inside_it_and_undo_brings_it_back(runtime, files_target, user_folder):
    before = tree_digest(user_folder)
    outcome = runtime.execute(act("files.move", files_target, src="dir0/file0000.txt", dst="dir1"))
    assert (user_folder / "dir1/file0000.txt").is_file() and not (user_folder / "dir0/file0000.txt").exists()
    assert "dir1/file0000.txt" in outcome.result_preview
    runtime.undo(outcome.undo)
    assert tree_digest(user_folder) == before


def test_a_folder_that_is_missing_is_rejected(runtime, tmp_path):
    target = Target(kind="files", location=str(tmp_path / "nope"))
    with pytest.raises(ActionRejected, match="does not exist"):
        runtime.execute(act("files.write", target, path="a", content="b"))


def test_state_dir_inside_the_folder_is_refused(tmp_path, bwrap, user_folder):
    runtime = Runtime(user_folder / ".steward", sandbox=bwrap)
    with pytest.raises(ActionRejected, match="Steward's own data"):
        runtime.execute(act("files.write", Target(kind="files", location=str(user_folder)), path="a", content="b"))


def test_oversized_arguments_are_rejected(runtime, files_target):
    with pytest.raises(ActionRejected, match="over the"):
        runtime.execute(act("files.write", files_target, path="a.txt", content="x", padding="y" * (9 * 1024 * 1024)))


def test_user_repo_unchanged_after_writing_next_to_it(runtime, files_target, user_folder: Path):
    user_git = git_dir_digest(user_folder)
    outcome = runtime.execute(act("files.write", files_target, path="dir0/file0000.txt", content="edit tracked"))
    runtime.undo(outcome.undo)
    assert git_dir_digest(user_folder) == user_git


def test_applied_reports_where_the_world_is(runtime, files_target, user_folder):
    outcome = runtime.execute(act("files.write", files_target, path="dir1/file0021.txt", content="new"))
    assert runtime.applied(outcome.undo) == "after"
    (user_folder / "dir1/file0021.txt").write_text("edited")
    assert runtime.applied(outcome.undo) == "changed"
    runtime.undo(outcome.undo, overwrite=True)  # the user chose to discard the later edit
    assert (user_folder / "dir1/file0021.txt").read_bytes().startswith(b"file 21")


def test_abort_puts_back_an_action_whose_outcome_was_never_recorded(tmp_path, bwrap, files_target, user_folder):
    original = tree_digest(user_folder)
    action = act("files.move", files_target, src="dir8", dst="elsewhere/dir8")
    Runtime(tmp_path / "state", sandbox=bwrap).execute(action)  # the app dies before storing the Outcome
    restarted = Runtime(tmp_path / "state", sandbox=bwrap)
    assert restarted.abort(action) is True
    assert tree_digest(user_folder) == original
    assert restarted.abort(action) is False  # nothing left to put back


def test_killed_while_recording_the_snapshot_counts_as_not_run(tmp_path, bwrap, files_target, user_folder):
    """A kill mid-way through writing the pending record leaves only a partial temp file: never a torn record."""
    original = tree_digest(user_folder)
    action = act("files.write", files_target, path="dir1/file0021.txt", content="never written")
    pending = tmp_path / "state" / "files" / "pending"
    pending.mkdir(parents=True)
    (pending / f"{action.action_id}.tmp").write_text('{"root": "/')  # the process died here
    restarted = Runtime(tmp_path / "state", sandbox=bwrap)
    assert restarted.abort(action) is False
    assert tree_digest(user_folder) == original
    assert not list(pending.iterdir())


@pytest.mark.docker
def test_files_actions_run_in_docker_too(tmp_path):
    from core.runtime.sandbox.docker import DockerSandbox
    from tests.support import need

    need(DockerSandbox.engine_answers(), "no Docker engine answers (set DOCKER_HOST or start dockerd)")
    from tests.runtime.conftest import make_tree

    root = tmp_path / "docs"
    root.mkdir()
    make_tree(root, 100)
    if os.getuid() == 0:  # a root app runs containers as uid 65534, which must own the folder
        for dirpath, dirnames, filenames in os.walk(root):
            for name in [dirpath, *(os.path.join(dirpath, n) for n in dirnames + filenames)]:
                os.chown(name, 65534, 65534)
    original, user_git = tree_digest(root), git_dir_digest(root)
    runtime = Runtime(tmp_path / "state", sandbox=DockerSandbox())
    target = Target(kind="files", location=str(root))
    outcomes = [runtime.execute(act("files.write", target, path="dir1/file0001.txt", content="docker")),
                runtime.execute(act("files.move", target, src="dir2", dst="d/dir2")),
                runtime.execute(act("files.delete", target, path="dir3"))]
    assert outcomes[0].sandbox == "docker" and (root / "dir1/file0001.txt").read_text() == "docker"
    for outcome in reversed(outcomes):
        runtime.undo(outcome.undo)
    assert tree_digest(root) == original and git_dir_digest(root) == user_git


def test_symlinks_are_snapshotted_as_links_never_followed(tmp_path, bwrap, user_folder):
    (user_folder / "big").mkdir()
    (user_folder / "big" / "real.bin").write_bytes(os.urandom(200 * 1024))
    (user_folder / "link.bin").symlink_to("big/real.bin")
    executor = FilesExecutor(tmp_path / "state", bwrap, large_file_bytes=64 * 1024)
    runtime = Runtime(tmp_path / "state", sandbox=bwrap, executors=[executor])
    outcome = runtime.execute(act("files.delete", Target(kind="files", location=str(user_folder)), path="link.bin"))
    assert outcome.undo.data["large_before"] == []  # the link is stored as a link, its target is not copied
    runtime.undo(outcome.undo)
    assert os.readlink(user_folder / "link.bin") == "big/real.bin"


def test_a_failed_or_killed_action_leaves_the_folder_as_it_was(tmp_path, bwrap, files_target, user_folder):
    from core.runtime import ActionFailed, SandboxError
    from core.runtime.sandbox import SandboxPolicy

    original = tree_digest(user_folder)
    runtime = Runtime(tmp_path / "state", sandbox=bwrap)
    with pytest.raises(ActionFailed, match="write failed"):  # a parent is a file: fails inside the sandbox
        runtime.execute(act("files.write", files_target, path="dir0/file0000.txt/inner.txt", content="x"))
    killed = Runtime(tmp_path / "state2", sandbox=bwrap,
                     executors=[FilesExecutor(tmp_path / "state2", bwrap, policy=SandboxPolicy(timeout_s=0.001))])
    with pytest.raises(SandboxError, match="time limit"):
        killed.execute(act("files.delete", files_target, path="dir2"))
    assert tree_digest(user_folder) == original
    assert not list((tmp_path / "state" / "files" / "pending").glob("*.json"))  # nothing left to recover
