"""Resource-restricted scopes, recognised from their descriptions.

Method sets alone rank these scopes lowest, yet they only work on special resources: the app's
own app-data folder (drive.appdata), calendars the app created (calendar.app.created), Drive files
made by Meet (drive.meet.readonly), Google Photos (drive.photos.readonly), the files the app
created or opened (drive.file), add-on contexts, a Chat app acting on its own behalf, metadata
without bodies (gmail.metadata). least_privilege uses them only when the request targets that
resource (or, for scopes that cover what the app creates, when the method creates something).
"""

from __future__ import annotations

import re

# (pattern on the scope description, short resource label, covers resources the app creates)
RESTRICTION_RULES: list[tuple[re.Pattern[str], str, bool]] = [
    (re.compile(r"its own configuration data", re.I), "app-data", False),
    (re.compile(r"make secondary google calendars", re.I), "app-created-calendars", False),
    (re.compile(r"created or edited by google meet", re.I), "meet-files", False),
    (re.compile(r"in your google photos", re.I), "google-photos", False),
    (re.compile(r"only the specific google drive files you use with this app", re.I), "app-files", True),
    (re.compile(r"created by the app", re.I), "app-created", True),
    (re.compile(r"(when you interact with|when) the add-on", re.I), "add-on", False),
    (re.compile(r"that this application has been installed in", re.I), "installed-container", False),
    (re.compile(r"^on their own behalf, apps in google chat", re.I), "chat-app-auth", False),
    (re.compile(r"but not the email body", re.I), "metadata-only", False),
    (re.compile(r"^see the events on public calendars", re.I), "public-calendars", False),
    (re.compile(r"^private service", re.I), "private-service", False),
    (re.compile(r"its own attachments", re.I), "add-on-attachments", False),
    (re.compile(r"google apps script scripts' behavior", re.I), "apps-script-files", False),
    (re.compile(r"assets and associated content on youtube", re.I), "youtube-content-owner", False),
    (re.compile(r"audit process with a youtube partner", re.I), "youtube-partner-audit", False),
    (re.compile(r"add and remove itself", re.I), "app-self-membership", False),
    (re.compile(r"^import spaces, messages", re.I), "chat-import-spaces", False),
    (re.compile(r"owned by your organization", re.I), "workspace-admin", False),
]

# Method names that create a new resource (a scope that covers the app's own resources suffices
# when the new resource is top-level, i.e. the method has no required path parameter).
CREATING_NAMES = {"create", "insert", "generateIds"}


def restriction_of(description: str) -> tuple[str | None, bool]:
    """(resource label, covers new resources) for a scope description; (None, False) if general."""
    for pattern, label, covers_new in RESTRICTION_RULES:
        if pattern.search(description or ""):
            return label, covers_new
    return None, False
