"""Launching a fine-tune through accelerate: the shipped configs, the command, and a dry run.

The dry run goes through accelerate's own launcher code (argument parsing, config-file defaults,
validation, the torchrun arguments and environment it would start) and stops before spawning, so the
1-GPU, 8-GPU and 2-node configs can be checked on a machine without GPUs.
"""

from __future__ import annotations

import shlex
import subprocess
import sys
from dataclasses import dataclass
from pathlib import Path

ACCELERATE_DIR = Path(__file__).parent / "accelerate"
LAUNCH_CONFIGS = {
    "gpu1": ACCELERATE_DIR / "gpu1.yaml",
    "gpu8": ACCELERATE_DIR / "gpu8.yaml",
    "gpu8-fsdp": ACCELERATE_DIR / "gpu8_fsdp.yaml",
    "nodes2": ACCELERATE_DIR / "nodes2.yaml",
}
ENTRY_MODULE = "models.training"  # python -m models.training --config run.json


class LaunchConfigError(Exception):
    """An accelerate config is invalid for this launcher; the message says what to fix."""


@dataclass(frozen=True)
class LaunchPlan:
    """What `accelerate launch` would start."""

    config: Path
    distributed_type: str
    mixed_precision: str
    num_machines: int
    processes_per_machine: int
    world_size: int
    launcher: str  # "simple" (one process) or "torchrun"
    torchrun_args: dict[str, object]
    env: dict[str, str]
    command: list[str]


def config_path(name_or_path: str) -> Path:
    path = LAUNCH_CONFIGS.get(name_or_path, Path(name_or_path))
    if not path.exists():
        raise LaunchConfigError(f"No accelerate config {name_or_path!r}; use one of {', '.join(LAUNCH_CONFIGS)} "
                                "or a path to a YAML file from `accelerate config`.")
    return path


def launch_command(config: str, train_config: Path, *, machine_rank: int | None = None) -> list[str]:
    """The command to run on each machine."""
    cmd = [sys.executable, "-m", "accelerate.commands.launch", "--config_file", str(config_path(config))]
    if machine_rank is not None:
        cmd += ["--machine_rank", str(machine_rank)]
    return [*cmd, "-m", ENTRY_MODULE, "--config", str(train_config)]


def dry_run(config: str, train_config: Path, *, machine_rank: int | None = None) -> LaunchPlan:
    """Validate ``config`` with accelerate's launcher and return what it would start, without starting it."""
    import torch.distributed.run as distrib_run
    from accelerate.commands.launch import _validate_launch_command, launch_command_parser
    from accelerate.utils.launch import _filter_args, prepare_multi_gpu_env, prepare_simple_launcher_cmd_env

    command = launch_command(config, train_config, machine_rank=machine_rank)
    try:
        args = launch_command_parser().parse_args(command[3:])
        args, defaults, _ = _validate_launch_command(args)
    except (ValueError, SystemExit) as exc:
        raise LaunchConfigError(f"accelerate rejects {config}: {exc}") from exc
    per_machine = max(1, args.num_processes // max(1, args.num_machines))
    if args.num_processes % max(1, args.num_machines):
        raise LaunchConfigError(f"{config}: num_processes {args.num_processes} is not a multiple of "
                                f"num_machines {args.num_machines}.")
    if args.multi_gpu or args.use_fsdp or args.use_deepspeed:
        if args.num_machines > 1 and not args.main_process_ip:
            raise LaunchConfigError(f"{config}: a multi-node config needs main_process_ip.")
        env = prepare_multi_gpu_env(args)
        torchrun = vars(_filter_args(args, distrib_run.get_args_parser(),
                                     ["--training_script", args.training_script,
                                      "--training_script_args", args.training_script_args]))
        launcher = "torchrun"
    else:
        cmd, env = prepare_simple_launcher_cmd_env(args)
        torchrun, launcher = {"cmd": cmd}, "simple"
    return LaunchPlan(
        config=config_path(config), distributed_type=str(defaults.distributed_type),
        mixed_precision=str(args.mixed_precision), num_machines=args.num_machines,
        processes_per_machine=per_machine, world_size=args.num_processes, launcher=launcher,
        torchrun_args=torchrun, env={k: v for k, v in env.items() if k.startswith(("ACCELERATE_", "FSDP_"))},
        command=command,
    )


def launch(config: str, train_config: Path, *, machine_rank: int | None = None) -> int:
    """Run `accelerate launch` for real (on a machine with the GPUs the config names)."""
    cmd = launch_command(config, train_config, machine_rank=machine_rank)
    print("+", shlex.join(cmd), flush=True)
    return subprocess.call(cmd)
