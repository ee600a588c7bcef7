"""What can be called: Google APIs (discovery documents) and local connectors, searchable, with scopes.

    catalog = Catalog.open(settings.data_dir / "catalog.db")
    catalog.search("send an email to Ana")[0].method.id      # "gmail.users.messages.send"
    catalog.least_privilege(["gmail.users.messages.send"])    # [Scope(id=".../gmail.send", ...)]
"""

from core.catalog.catalog import Catalog, CatalogError, UnknownMethod, UnknownScope, default_sources
from core.catalog.connectors import ConnectorSpecError
from core.catalog.discovery import DocumentError, discovery_documents_dir
from core.catalog.schema import (
    CatalogStats,
    Effects,
    Inverse,
    Method,
    Param,
    Scope,
    SearchHit,
    Service,
)
from core.catalog.semantic import RerankUnavailable, rerank_available
from core.catalog.store import CatalogBuildError, Sources

INDEX_FILE_NAME = "catalog.db"  # the app keeps the index at <data_dir>/catalog.db

__all__ = [
    "INDEX_FILE_NAME",
    "Catalog",
    "CatalogBuildError",
    "CatalogError",
    "CatalogStats",
    "ConnectorSpecError",
    "DocumentError",
    "Effects",
    "Inverse",
    "Method",
    "Param",
    "RerankUnavailable",
    "Scope",
    "SearchHit",
    "Service",
    "Sources",
    "UnknownMethod",
    "UnknownScope",
    "default_sources",
    "rerank_available",
    "discovery_documents_dir",
]
