"""The accelerate launch configs, validated by accelerate's own launcher code without GPUs."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from app.cli_train import register
from models.training.launch import LAUNCH_CONFIGS, LaunchConfigError, dry_run


@pytest.fixture
def train_config(tmp_path: Path) -> Path:
    path = tmp_path / "run.json"
    path.write_text(json.dumps({"base": str(tmp_path), "data": "train.jsonl", "output": str(tmp_path)}))
    return path


def test_one_gpu_runs_a_single_bf16_process(train_config):
    plan = dry_run("gpu1", train_config)
    assert (plan.launcher, plan.world_size, plan.mixed_precision) == ("simple", 1, "bf16")
    assert plan.torchrun_args["cmd"][1:3] == ["-m", "models.training"]
    assert plan.env["ACCELERATE_MIXED_PRECISION"] == "bf16"


def test_eight_gpus_start_eight_ddp_workers_through_torchrun(train_config):
    plan = dry_run("gpu8", train_config)
    assert plan.launcher == "torchrun" and plan.distributed_type.endswith("MULTI_GPU")
    assert plan.torchrun_args["nproc_per_node"] == "8" and plan.world_size == 8
    assert plan.torchrun_args["module"] is True and plan.torchrun_args["training_script"] == "models.training"
    assert plan.torchrun_args["training_script_args"] == ["--config", str(train_config)]


def test_fsdp_config_shards_llama_decoder_layers(train_config):
    plan = dry_run("gpu8-fsdp", train_config)
    assert plan.distributed_type.endswith("FSDP") and plan.world_size == 8
    assert plan.env["ACCELERATE_USE_FSDP"] == "true" and plan.env["FSDP_VERSION"] == "2"
    assert plan.env["FSDP_TRANSFORMER_CLS_TO_WRAP"] == "LlamaDecoderLayer"


@pytest.mark.parametrize("rank", [0, 1])
def test_two_nodes_rendezvous_at_the_main_machine(train_config, rank):
    plan = dry_run("nodes2", train_config, machine_rank=rank)
    assert (plan.num_machines, plan.processes_per_machine, plan.world_size) == (2, 8, 16)
    assert plan.torchrun_args["nnodes"] == "2" and plan.torchrun_args["node_rank"] == rank
    assert plan.torchrun_args["rdzv_endpoint"] == "10.0.0.1:29500"


def test_inconsistent_config_is_rejected_with_the_reason(tmp_path, train_config):
    bad = tmp_path / "bad.yaml"
    bad.write_text(LAUNCH_CONFIGS["nodes2"].read_text().replace("num_processes: 16", "num_processes: 15"))
    with pytest.raises(LaunchConfigError, match="not a multiple"):
        dry_run(str(bad), train_config)
    with pytest.raises(LaunchConfigError, match="gpu8"):
        dry_run("gpu7", train_config)


def test_cli_dry_run_prints_the_plan(tmp_path, capsys):
    import argparse

    parser = argparse.ArgumentParser()
    register(parser.add_subparsers(dest="command"))
    args = parser.parse_args(["train", "run", "--data", str(tmp_path / "train.jsonl"), "--out", str(tmp_path / "run"),
                              "--base", str(tmp_path), "--launch", "gpu8", "--dry-run"])
    assert args.func(args) == 0
    plan = json.loads(capsys.readouterr().out)
    assert plan["world_size"] == 8 and plan["command"].endswith(f"--config {tmp_path / 'run' / 'train_config.json'}")
