"""What can be called: services, methods, parameters, OAuth scopes and a method's effects.

Google discovery documents and local connector specs are imported into these same models.
"""

from __future__ import annotations

from typing import Any, Literal

from pydantic import BaseModel, Field

ParamLocation = Literal["path", "query", "body"]


class Param(BaseModel):
    """One argument of a method and where it goes in the call."""

    name: str
    location: ParamLocation
    type: str = "string"
    description: str = ""
    required: bool = False
    enum: list[str] | None = None
    default: Any = None
    format: str | None = None
    repeated: bool = False


class Scope(BaseModel):
    """An OAuth scope (Google) or a local permission (connectors), with its user-facing text."""

    id: str
    description: str
    services: list[str] = Field(default_factory=list)
    method_count: int = 0  # how many catalog methods it authorizes (all services)
    # Set when the scope only works on a special resource (e.g. "the app's own app-data folder").
    # Such scopes are chosen by least_privilege only when the request targets that resource.
    restriction: str | None = None
    # True when a restricted scope still covers resources the app creates itself (drive.file).
    covers_new_resources: bool = False

    @property
    def short_name(self) -> str:
        """The scope without the common Google prefix, e.g. ``gmail.send``."""
        for prefix in ("https://www.googleapis.com/auth/", "https://"):
            if self.id.startswith(prefix):
                return self.id[len(prefix):].rstrip("/")
        return self.id


class Inverse(BaseModel):
    """How to undo a method.

    strategy ``call``: invoke ``method`` with ``args``; each value is a reference like
    ``request.calendarId``, ``response.id`` or ``before.body`` (the before-image read with
    ``before_image`` prior to the call), or a literal prefixed with ``=``.
    strategy ``snapshot`` / ``transaction``: the runtime restores a snapshot or rolls back.
    """

    strategy: Literal["call", "snapshot", "transaction"] = "call"
    method: str | None = None
    args: dict[str, str] = Field(default_factory=dict)
    before_image: str | None = None  # method id to read the before-image with
    image_args: dict[str, str] = Field(default_factory=dict)  # its arguments beyond the path ids (request.X, =literal)
    source: Literal["curated", "derived", "connector"] = "curated"


class Effects(BaseModel):
    """What calling a method does to the world."""

    read_only: bool = False
    destructive: bool = False
    idempotent: bool = False
    reversible: bool = False
    irreversible_reason: str | None = None
    inverse: str | None = None  # inverse method id where one is known
    undo: Inverse | None = None


class Method(BaseModel):
    """One callable method (a Google REST method or a local connector operation)."""

    id: str  # e.g. "gmail.users.messages.send", "files.write"
    service: str  # Service.id, e.g. "gmail", "admin.directory", "files"
    version: str
    http_method: str = "POST"  # REST verb; local connectors use LOCAL
    path: str = ""  # URI template relative to root_url + service_path
    flat_path: str | None = None
    root_url: str = ""
    service_path: str = ""
    description: str = ""
    parameters: dict[str, Any] = Field(
        default_factory=lambda: {"type": "object", "properties": {}, "required": []}
    )
    request_body: str | None = None  # schema name of the request body, if any
    response: str | None = None
    supports_media_upload: bool = False
    scopes: list[str] = Field(default_factory=list)
    effects: Effects = Field(default_factory=Effects)
    source: Literal["google", "local"] = "google"

    @property
    def name(self) -> str:
        """The last segment of the id, e.g. ``send``."""
        return self.id.rsplit(".", 1)[-1]

    @property
    def resource(self) -> str:
        """The id without the method name, e.g. ``gmail.users.messages``."""
        return self.id.rsplit(".", 1)[0]

    @property
    def url(self) -> str:
        """The absolute URI template of a REST method ('' for local connectors)."""
        return f"{self.root_url}{self.service_path}{self.path}" if self.root_url else ""

    def params(self) -> list[Param]:
        """The parameters as a flat list (body fields appear as one ``body`` param)."""
        required = set(self.parameters.get("required", []))
        out = []
        for name, spec in self.parameters.get("properties", {}).items():
            out.append(
                Param(
                    name=name,
                    location=spec.get("x-location", "query"),
                    type=spec.get("type", "object"),
                    description=spec.get("description", ""),
                    required=name in required,
                    enum=spec.get("enum"),
                    default=spec.get("default"),
                    format=spec.get("format"),
                    repeated=spec.get("type") == "array",
                )
            )
        return out


class Service(BaseModel):
    """One API (one version of it) or one local connector."""

    id: str  # "gmail", "admin.directory", "files"
    name: str  # discovery name, e.g. "admin"
    version: str
    title: str
    description: str = ""
    root_url: str = ""
    service_path: str = ""
    documentation: str | None = None
    source: Literal["google", "local"] = "google"
    document: str | None = None  # file it was imported from
    method_count: int = 0


class SearchHit(BaseModel):
    """A ranked search result."""

    method: Method
    score: float


class CatalogStats(BaseModel):
    """Counts of what the catalog holds, and of what ships."""

    documents_shipped: int  # discovery documents found (excluding the directory index)
    documents_skipped: int  # malformed / unknown documents reported and skipped
    api_names: int  # distinct discovery API names over all shipped versions
    methods_all_versions: int  # methods over every shipped document
    apis: int  # APIs imported (one version each)
    methods: int  # methods imported (Google, chosen versions)
    scopes: int  # Google OAuth scopes with descriptions, over all shipped documents
    scopes_imported: int  # scopes used by the imported versions
    local_connectors: int
    local_methods: int
    local_scopes: int
    restricted_scopes: int
    methods_with_inverse: int
    irreversible_methods: int
    build_seconds: float
    skipped: list[str] = Field(default_factory=list)  # "file: reason"
