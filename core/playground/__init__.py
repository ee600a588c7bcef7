"""The Playground: a local OAuth 2 authorization server + Google-API-shaped resource server on 127.0.0.1.

Used by tests and by the app's "Playground" account. It speaks the same HTTP and OAuth as Google, so the
real REST and OAuth client code runs against it.

Python API::

    from core.playground import PlaygroundServer

    with PlaygroundServer() as server:          # random free port on 127.0.0.1, background thread
                                                 # (state_path=...json keeps state across restarts)
        server.base_url                          # "http://127.0.0.1:<port>"
        server.root_url                          # base_url + "/": use in place of a discovery rootUrl
        server.authorization_endpoint            # /o/oauth2/v2/auth  (consent page, GET shows / POST decides)
        server.token_endpoint                    # /token  (authorization_code + PKCE S256, refresh_token)
        server.revocation_endpoint               # /revoke (RFC 7009; revoking either token revokes the grant)
        server.userinfo_endpoint                 # /v1/userinfo (needs openid, email or profile)
        server.client_id                         # "steward-desktop": a public client (PKCE, no secret)

        token = server.mint_token(["https://www.googleapis.com/auth/gmail.send"])  # dev/test shortcut
        token["access_token"], token["refresh_token"], token["expires_at"]
        server.queue_tokens(access_token="canary-...")  # the token endpoint issues this value next
        server.expire(token["access_token"])     # make it expire now
        server.is_active(token["access_token"])  # False once expired or revoked
        server.deliver_message("Hi", "body")     # seed a Gmail INBOX message, returns its id
        server.items("drive.files")              # stored resources (also "gmail.messages",
                                                 # "calendar.events:<calendarId>", "tasks.tasks:<tasklist>")
        server.calls                             # RecordedCall(method_id, http_method, path, user, status, ...)
        server.consent(auth_url)                 # act as the user pressing Allow; returns the redirect URL
        server.browser()                         # open_browser(url) callable for OAuth clients in tests

Resource routes (paths = discovery ``servicePath`` + ``path``; verbs and scopes from the shipped discovery
documents; a token lacking every accepted scope gets Google's 403 ``insufficientPermissions`` JSON,
a missing/expired/revoked token Google's 401 ``authError``):

    gmail.users.messages.send     POST   /gmail/v1/users/{userId}/messages/send  (+ /upload/... rfc822)
    gmail.users.messages.list     GET    /gmail/v1/users/{userId}/messages
    gmail.users.messages.get      GET    /gmail/v1/users/{userId}/messages/{id}
    gmail.users.messages.trash    POST   /gmail/v1/users/{userId}/messages/{id}/trash
    gmail.users.messages.untrash  POST   /gmail/v1/users/{userId}/messages/{id}/untrash
    gmail.users.messages.modify   POST   /gmail/v1/users/{userId}/messages/{id}/modify
    calendar.events.insert        POST   /calendar/v3/calendars/{calendarId}/events
    calendar.events.list          GET    /calendar/v3/calendars/{calendarId}/events
    calendar.events.get           GET    /calendar/v3/calendars/{calendarId}/events/{eventId}
    calendar.events.delete        DELETE /calendar/v3/calendars/{calendarId}/events/{eventId}
    calendar.events.patch/update  PATCH/PUT /calendar/v3/calendars/{calendarId}/events/{eventId}
    drive.files.create            POST   /drive/v3/files  (+ /upload/drive/v3/files media or multipart)
    drive.files.list              GET    /drive/v3/files
    drive.files.delete            DELETE /drive/v3/files/{fileId}
    drive.files.get / update      GET / PATCH /drive/v3/files/{fileId}  (+ /upload/drive/v3/files/{fileId})
    tasks.tasks.insert            POST   /tasks/v1/lists/{tasklist}/tasks
    tasks.tasks.list              GET    /tasks/v1/lists/{tasklist}/tasks
    tasks.tasks.delete            DELETE /tasks/v1/lists/{tasklist}/tasks/{task}
    tasks.tasks.get/patch/update  GET/PATCH/PUT /tasks/v1/lists/{tasklist}/tasks/{task}
    docs.documents.create         POST   /v1/documents  (also a Drive file of the Docs type)
    docs.documents.get            GET    /v1/documents/{documentId}  (paragraphs, UTF-16 indexes, revisionId)
    docs.documents.batchUpdate    POST   /v1/documents/{documentId}:batchUpdate  (insertText, deleteContentRange,
                                         replaceAllText; writeControl.requiredRevisionId)

Only loopback redirect URIs (http://127.0.0.1:<any port>/...) are accepted; PKCE S256 is required;
``include_granted_scopes=true`` adds the scopes granted before (incremental authorization, as at Google).
No AUTHLIB_INSECURE_TRANSPORT is needed: authlib accepts http on loopback addresses.
"""

from core.playground.authorization import PLAYGROUND_USER, PUBLIC_CLIENT_ID, is_loopback_redirect
from core.playground.discovery import DiscoveryMethod, find_method, scope_descriptions
from core.playground.resources import RecordedCall
from core.playground.server import ROUTES, PlaygroundError, PlaygroundServer

__all__ = [
    "PLAYGROUND_USER",
    "PUBLIC_CLIENT_ID",
    "ROUTES",
    "DiscoveryMethod",
    "PlaygroundError",
    "PlaygroundServer",
    "RecordedCall",
    "find_method",
    "is_loopback_redirect",
    "scope_descriptions",
]
