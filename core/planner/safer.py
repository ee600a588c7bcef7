"""The recoverable way to do what a request asks, when the API also has a permanent one.

"Delete the email from Sarah" in Gmail's own window moves it to the Bin; the API's messages.delete
erases it for good and needs full mail access (https://mail.google.com/), while messages.trash needs
only gmail.modify and Undo can untrash it. So a request that does not say "permanently" gets the
recoverable method in place of the permanent one before the method is chosen.
"""

from __future__ import annotations

import re
from typing import Any

# permanent method → the recoverable one with the same parameters
RECOVERABLE = {
    "gmail.users.messages.delete": "gmail.users.messages.trash",
    "gmail.users.threads.delete": "gmail.users.threads.trash",
}
# a method that replaces a whole resource (HTTP PUT) → its patch twin with the same parameters: the planner writes only the
# fields a request changes, so an update would clear the others ("push the van 2 inspection … to next tuesday same time"
# planned events.update with a start and an end: the event would have lost its title and place)
PARTIAL = {
    "calendar.events.update": "calendar.events.patch",
    "calendar.calendars.update": "calendar.calendars.patch",
    "calendar.calendarList.update": "calendar.calendarList.patch",
    "calendar.acl.update": "calendar.acl.patch",
    "tasks.tasks.update": "tasks.tasks.patch",
    "tasks.tasklists.update": "tasks.tasklists.patch",
}
# a method that empties a whole container or writes over a whole file → the words that must name that container or file
# ("clear out all the old jobs" once planned clearing the primary calendar; "Callum comes … wednesday after lunch, lets say 13.
# write it in" and "mrs gill took her jalebi aaj morning, write it gone" wrote files called "Callum" and "gone")
WIPES = {
    "calendar.calendars.clear": re.compile(r"\b(?:calendar|diary)\b", re.I),
    "drive.files.emptyTrash": re.compile(r"\b(?:empty|emptying|clear(?:\s+out)?|purge)\b[^.?!]*\b(?:trash|bin)\b", re.I),  # not "just bin it"
    "tasks.tasks.clear": re.compile(r"\b(?:tasks?|to-?dos?|list)\b", re.I),
    "files.write": re.compile(r"\w\.[a-z0-9]{1,5}\b|\b(?:files?|txt)\b|~/", re.I),
}
# a file that is no text: never written over with words ("desktop pe Deepak_reception_teaser.mp4 pada hai usko Deliverables/
# Deepak wale folder me daal do" would have written the request into the video)
_NOT_TEXT = re.compile(r"\w\.(?:mp4|mov|avi|mkv|jpe?g|png|gif|heic|webp|pdf|docx?|xlsx?|pptx?|od[tsp]|zip|rar|7z|mp3|wav|m4a|flac|psd)\b", re.I)
_TEXT = re.compile(r"\w\.(?:txt|md|csv|tsv|json|ya?ml|ini|log|html?|xml|rtf|conf|cfg|toml)\b", re.I)
TWINS = {**RECOVERABLE, **PARTIAL}  # every method → the one planned in its place, which keeps its search score
_PERMANENT = re.compile(r"\b(?:permanently|forever|for\s+good|irreversibly|completely\s+erase|purge)\b", re.I)


def recoverable(method_ids: list[str], request: str, known: Any) -> list[str]:
    """``method_ids`` with each method that replaces a whole resource replaced by its patch twin, each permanent method
    by its recoverable twin (kept once, in the first place either had) unless the request asks for permanence, and without
    a method that empties a whole container or writes a whole file the request does not name; ``known(id)`` says whether the catalog has a method."""
    method_ids = [m for m in method_ids if (m not in WIPES or WIPES[m].search(request))
                  and not (m == "files.write" and _NOT_TEXT.search(request) and not _TEXT.search(request))]
    method_ids = list(dict.fromkeys(PARTIAL[m] if m in PARTIAL and known(PARTIAL[m]) else m for m in method_ids))
    if _PERMANENT.search(request):
        return method_ids
    out: list[str] = []
    for method_id in method_ids:
        twin = RECOVERABLE.get(method_id)
        chosen = twin if twin is not None and known(twin) else method_id
        if chosen not in out:
            out.append(chosen)
    return out
