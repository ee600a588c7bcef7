"""Weights and inference: the model registry, llama-cpp-python bindings and the training module."""
