"""Methods a user means only when they say them: Gmail's account settings (send-as aliases and their S/MIME
certificates, delegates, forwarding, client-side encryption, IMAP, POP, language), a message put straight into the
mailbox (messages.insert, messages.import) rather than sent, a few others no one means unsaid, and anything made or sent on a
service beyond the everyday ones whose things the request never says (``unasked_deletes.unnamed_make``, ``unnamed_change``): "gimme the parent emails for
the seniors, gonna send em the banquet info" uploaded an S/MIME certificate for an alias "gonna", and "How do I attach a
photograph to an email? Margaret wants to send one … to her sister" sent a verification mail to the alias "her sister"."""

from __future__ import annotations

import re

from core.catalog import contact_wording
from core.planner import safer
from core.planner.unasked_deletes import says_none_of, unnamed_use

_Said = tuple[tuple[tuple[str, ...], re.Pattern[str]], ...]


def _compiled(table: tuple[tuple[tuple[str, ...], str], ...]) -> _Said:
    return tuple((prefixes, re.compile(words, re.I)) for prefixes, words in table)


_CLASSROOM = r"\bclassroom\b|\bhomework\b|\bassignments?\b|\bcoursework\b"  # the words that say Google Classroom

# (method id prefixes, the words that ask for them)
_SAID: _Said = _compiled((
    (("gmail.users.settings.sendAs.",), r"\balias|\bsend(?:ing)?[\s-]*(?:(?:e-?)?mails?\s+)?as\b|\bs/?mime\b|\bsignature|\bfrom[\s-]+address"
                                        r"|\breply[\s-]*to\b|\bcertificate"),
    (("gmail.users.settings.cse.",), r"\bencrypt|\bcse\b|\bkey\s*pairs?\b|\bidentit"),
    # a local file moved only when a file or folder is said: "Gratzias meda! You are better with computers than my cousin Gavino!!" moved one
    (("files.move",), r"\w\.[a-z0-9]{2,4}\b|/|→|➡|\b(?:folders?|files?|photos?|pictures?|pics|documents?|downloads|desktop|videos?|music)\b"),
    (("gmail.users.settings.delegates.",), r"\bdelegat|\baccess\s+to\s+(?:my|our|the)\s+(?:inbox|mail|e-?mails?|gmail)\b"),
    (("gmail.users.settings.forwardingAddresses.", "gmail.users.settings.getAutoForwarding", "gmail.users.settings.updateAutoForwarding"),
     r"\bforward"),
    (("gmail.users.settings.getImap", "gmail.users.settings.updateImap"), r"\bimap\b"),
    (("gmail.users.settings.getPop", "gmail.users.settings.updatePop"), r"\bpop3?\b"),
    (("gmail.users.settings.getLanguage", "gmail.users.settings.updateLanguage"), r"\blanguage"),
    # (in lower case: "… an email to Luca at Collio Imports" imported a message)
    (("gmail.users.messages.insert",), r"\binsert|(?-i:\bimport)|\bappend|\bimap\b"),
    (("gmail.users.messages.import",), r"(?-i:\bimport)"),
    # a reply to a comment on a Drive file: "any reply from derm re 2ww?" got a comment's reply
    (("drive.replies.",), r"\bcomment"),
    (("drive.approvals.",), r"\bapprov"),  # "cancel dentist thurs im on a late" cancelled a Drive approval
    (("calendar.acl.",), r"\bcalend[ae]r|\bdiary\b"),  # "Christmas Fayre rota - give jean@… edit access" shared the primary calendar
    (("calendar.calendarList.",), r"\bcalend[ae]rs?\b"),  # "customer list ma add karo - Pooja …" put a calendar in the list
    # YouTube, said by its things: "put the van in for its MOT next monday … at the test centre pennybridge" inserted a YouTube test
    (("youtube.",), r"\byou\s*tube\b|\bvideos?\b|\bchannels?\b|\bplaylists?\b|\bsubscri|\bcaptions?\b|\bthumbnails?\b|\blive\s*streams?\b|\bvlog"),
    # a calendar made, said so: "bholi 2 baje doctor appointment at Princes Gardens surgery. Put in calendar please" made one
    (("calendar.calendars.insert",), r"\b(?:new|another|separate|second|secondary|shared|extra|own)\s+(?:[\w'-]+\s+){0,2}calend[ae]rs?\b"
                                     r"|\bcalend[ae]rs?\s+(?:called|named|titled|for|just)\b"
                                     r"|\b(?:create|make|set\s+up|start|add)\s+(?:me\s+|us\s+)?(?:a|an)\s+(?:[\w'-]+\s+){0,3}calend[ae]r\b"),
    # a new label ("new buyer lead!! Priya & Dev Raman, …" made one), or a folder in the mail
    (("gmail.users.labels.create",), r"\blabel|\bfolder\b.*\b(?:gmail|e-?mails?|inbox|mail)\b|\b(?:gmail|e-?mails?|inbox|mail)\b.*\bfolder\b"),
    # an event moved to another calendar, said so: "move Thursday's meeting to Friday, same time" is a new time
    (("calendar.events.move",), r"\b(?:to|into|onto)\s+(?:my\s+|the\s+|our\s+|a\s+)?(?:[\w'-]+\s+){0,3}calend[ae]r\b"),
    # Vertex AI, said by its name: "Is there anything in the diary for this week? My memory is not what it was." ingested events
    # into a memory bank
    (("aiplatform.",), r"\bvertex\b|\bai\s*platform\b|\bmachine\s+learning\b|\bml\s+models?\b"),
    # Google Chat, said by its word: "add 11s away at orrell sun 6th 10.30 ko" (a fixture) set the user's Chat status to away
    (("chat.",), r"\bchat\b"),
    # an event imported (from a file), said so: "… does anyone have a dairy allergy again?" imported an event
    (("calendar.events.import",), r"\bimport|\.ics\b|\bical\b"),
    # a draft changed, said so: "can u draft a really polite email to Hylands … DON'T send it" replaced some draft's content
    (("gmail.users.drafts.update",), r"\b(?:the|my|that|this|last)\s+draft\b|\bdraft\s+(?:i|you|we)\s+(?:wrote|made|started|did)\b"),
    # who can see a file, asked so: "… Is there a way I can let her look at them? Her address is …. I don't want anyone else seeing
    # them." listed the folder's permissions
    (("drive.permissions.list",), r"\bwho|\blist\b|\bpermissions?\b|\bshared\s+with\b|\bwhich\s+people\b|\baccess\b"),
    # services no one means unsaid: "maureen dans mum new numbr … change it pls" changed DNS records, "when the council inspection
    # again" inspected a URL, "add Auntie Carol and Uncle Pete to the guest list" read a TPU node
    (("dns.",), r"\bdns\b|\bdomains?\b|\bzones?\b|\bname\s*servers?\b"),
    (("searchconsole.",), r"\bsearch\s+console\b|\bwebsite\b|\burls?\b|\bsitemaps?\b|\bgoogle\s+search\b|\bindex(?:ed|ing)?\b"),
    (("tpu.",), r"\btpus?\b|\btensor\b"),
    (("people.people.deleteContact",), contact_wording.DELETE_SAID),  # a contact deleted, said so
    # a local file written, said so: "Write unto my agent Felicity Crane, felicity@… — "…" Send it forthwith!" wrote a file; 66 of the 66
    # stored files written say a file, a folder, a path, a kind of file or "save"
    (("files.write",), r"(?<![\w.@-])[\w-]+\.[a-z0-9]{2,4}\b(?![.@\w])|/|\b(?:folders?|files?|txt|text\s+file|documents?|downloads|desktop|notes?|log|csv|md|readme|list|sav(?:e|ing))\b"),
    # a contact's photo, said so: "How do you tell a Caspian Gull from a Yellow-legged Gull …? … the photos going round" changed one (no stored
    # request asks for one)
    (("people.people.updateContactPhoto", "people.people.deleteContactPhoto"), r"\bcontact.*\b(?:photo|picture|pic)|\b(?:photo|picture|pic)\b.*\bcontact"),
    # many contacts at once, said so: "Rustam phone number from my suppliers please, …" made contacts (no stored request asks for it)
    (("people.people.batchCreateContacts", "people.people.batchUpdateContacts", "people.people.batchDeleteContacts"),
     r"\bcontacts\b|\bthese\s+(?:people|numbers)\b|\beach\s+of\b|\ball\s+(?:of\s+)?(?:these|them)\b"),
    # a note changed or deleted, said so: "I buy flour today, now is 25 kg. change in stock" and "change price on Sedna with Seal to 6800"
    # changed a note; 47 of the 48 stored note changes and deletes say one of these (the other: Lithuanian "uzrasu", now here too)
    (("notes.update", "notes.delete"), r"not[ae]|memo|jot|wr[io]te|written|idea|list|keep|uzras|apunt|anot"),
    # Cloud SQL, Firebase App Hosting and Blogger, said by their words: "pon respuesta automática po: …" demoted a Cloud SQL master,
    # "add to hiring tracker: Sam Patel | Sr Backend Eng | …" made an App Hosting backend, "that 'growth hacking masterclass' spam from
    # yesterday — bin it" marked a blog comment as spam
    (("sql.",), r"\bcloud\s*sql\b|\bsql\s+instances?\b|\b(?:database|db)\s+instances?\b|\breplicas?\b|\bfailover\b"),
    (("firebaseapphosting.",), r"\bfirebase\b|\bapp\s+hosting\b"),
    (("blogger.",), r"\bblog(?:ger|s|post)?\b"),
    # Bare Metal Solution, said by its words: "share pain log w dr patel" made an NFS share
    (("baremetalsolution.",), r"\bbare\s*metal\b|\bnfs\b|\bvolumes?\b|\bluns?\b"),
    # Search Ads 360, said by its words: "Cancel chiropodist 1 Dec. Negative on that one, feet fine." changed negative criteria
    (("searchads360.",), r"\bsearch\s*ads\b|\bsa\s*360\b|\bad\s+(?:campaigns?|groups?)\b|\bkeywords?\b|\bcriteri(?:a|on)\b"),
    # a task list made, said so: "Add a task: … Put it in my task list called 'Admin', not in the default list." made one
    (("tasks.tasklists.insert",), r"\b(?:new|another|separate|create|make|start|set\s+up)\b[^.]{0,30}\blists?\b"),
    # a shared drive, said so: "Tom Ashby is leaving us 😢 take him off" deleted a team drive
    (("drive.teamdrives.", "drive.drives."), r"\b(?:shared|team)\s*drives?\b|\bdrives\b"),
    # contacts deleted in a batch, said so: "j'ai 2kg sarrasin, one batch is 250g. combien batches?" deleted contacts
    (("people.people.batch",), r"\bcontacts\b|\b(?:them|these|those|all|both)\b.*\baddress\s+book\b|\bbatch\b"),  # (not "Would you add her to
    # my address book please": one contact)
    (("calendar.calendars.delete", "calendar.calendars.clear", "calendar.calendars.patch", "calendar.calendars.update"), r"\bcalend[ae]rs?\b"),
    (("health.",), r"\bhealth\b|\bshl\b|\bmedical\s+records?\b"),  # "… put the auto réponse please, in English" got a health link
    # a draft sent, said so: "email mart entries@… 40 swaledale draft yows for sale tuesday week" sent some draft
    (("gmail.users.drafts.send",), r"\bdraft(?:s|ed)?\b.*\bsend|\bsend\b.*\bdraft|\bdrafted\b"),
    (("books.volumes.recommended.rate",), r"\brat(?:e|ing)\b|\bnot\s+interested\b"),  # "Has anyone at AbeBooks replied about …?" rated a book
    # a contact by its resource name, or the organisation's directory: "whats dave hollis number" got a contact by an id never said
    (("people.people.get",), r"\bpeople/|\bresource\s*name"),
    (("people.people.searchDirectoryPeople", "people.people.listDirectoryPeople"),
     r"\bdirectory|\bdomain\b|\borgani[sz]ation|\bworkspace\b|\bcolleagues?\b"),
    # Cloud Batch and Cloud Talent's jobs, said by their words: "jo fitz pulled the pin on the outdoor lights, scrap that job" cancelled
    # a Batch job, "how long after the year end does a limited company have to file its accounts …?" made a Talent company
    (("batch.",), r"\bbatch\s+jobs?\b|\bcloud\s+batch\b"),
    # a Classroom course, teacher, student or post made or changed, said so ("put teachers meeting berri 7pm at mine" added a
    # teacher, "Imran kesho 2pm move it to 4, he stuck at work" moved some coursework)
    (tuple(f"classroom.courses.{what}" for what in ("create", "delete", "patch", "update", "teachers.", "students.", "courseWork.create",
                                                    "courseWork.delete", "courseWork.patch", "courseWork.modify", "courseWork.update",
                                                    "courseWork.studentSubmissions.", "courseWork.rubrics.", "courseWorkMaterials.",
                                                    "announcements.", "topics.", "studentGroups.", "aliases."))
     + ("classroom.invitations.", "classroom.registrations.", "classroom.userProfiles.guardian"), _CLASSROOM),
    # a contact group deleted or renamed, said so: "St Martins church phone me, they cancel the sunday order 😔 remove it pls"
    # deleted one; and Identity Toolkit, by its name ("… whether the Steam Packet have sent the confirmation for my sailing …"
    # asked it for a confirmation code)
    (("people.contactGroups.delete", "people.contactGroups.update", "people.contactGroups.create"), r"\bgroups?\b|\blabels?\b"),
    (("identitytoolkit.",), r"\bidentity\s*toolkit\b|\bfirebase\b|\boob\b"),
    # a Google Cloud support case, said so: "jus wen get 2 case spam, 24 each. add um" (two cases of Spam came in) opened one
    (("cloudsupport.",), r"\bsupport\s+(?:case|ticket)s?\b|\bcloud\s+support\b|\bgoogle\s+support\b"),
    # a message taken out of the Bin, said so
    (("gmail.users.messages.untrash", "gmail.users.threads.untrash"),
     r"\bun-?trash|\bbring\s+(?:it|them|that)\s+back|\brestore|\brecover|\bundelete|\bget\s+(?:it|them|that)\s+back|\bby\s+mistake|\baccidentally"
     r"|\bout\s+of\s+the\s+(?:bin|trash)"),
    # Google Forms, said by their words: "Do us a draft to the Brownie parents … money n forms back by Wednesday" made a form,
    # "send the christmas order form to kerensa so she can fill it in" changed one
    (("forms.",), r"\bgoogle\s+forms?\b|\bsurvey|\bquestionnaire|\bquiz\b|\bpoll\b|\bresponses?\b"
                  r"|\b(?:create|make|build|set\s+up)\s+(?:a\s+|an\s+|the\s+)?(?:new\s+)?(?:[\w-]+\s+){0,2}form\b"),
    (("jobs.",), r"\btalent\b|\bjob\s+(?:postings?|adverts?|ads|listings?|openings?|vacanc\w+|boards?)\b|\bcandidates?\b|\brecruit"),
))

# … and those that are harmless chosen (they read or copy): unsaid only when no database is added, since with databases such a
# method chosen is what tells ``known_databases`` that the rows are meant ("how much am i owed all together" chose a token's
# info, and so the jobs rows)
_SAID_WITHOUT_ROWS: _Said = _compiled((
    # the dates of a repeating event: "Abeg what time is my shift on Thursday?" listed a recurring event's instances
    (("calendar.events.instances",), r"\b(?:instances?|occurrences?|recurring|recurs|repeat\w*|series|weekly|monthly|fortnightly|regular)\b"
                                     r"|\b(?:every|each)\s+(?:week|day|month|\w+day)\b"),
    # a sheet copied to another spreadsheet: "chuck $86.40 diesel at the servo on the fuel sheet", "Hall bookings sheet, new line: …"
    (("sheets.spreadsheets.sheets.copyTo",), r"\bcop(?:y|ies|ied|ying)\b|\bduplicat"),
    # the signed-in account's token or profile: "Am I on the church flowers this week or next week?" read a token's info, "open
    # my revalidation reflective account" the user's profile
    (("oauth2.",), r"\btokens?\b|\boauth|\bsigned\s+in\b|\blogged\s+in\b|\buser\s*info|\b(?:which|what)\s+(?:google\s+)?account\b|\bscopes?\b"),
    # Cloud Logging, Compute Engine and Campaign Manager, said by name: "add sat to locum log - ED 12h £52/hr" made a log scope,
    # "Any remittance advice come in since the 1st?" asked Compute Engine's capacity advice, "… would you change 'O Little Town of
    # Bethlehem' to …?" listed Campaign Manager's cities
    (("logging.",), r"\blogging\b|\blog\s*(?:scopes?|buckets?|sinks?|views?|metrics?|entries|exclusions?)\b|\bstackdriver\b"),
    (("compute.",), r"\bcompute\b|\bvms?\b|\bvirtual\s+machines?\b|\bgce\b|\bfirewall|\bsubnet|\bload\s+balancer"),
    (("dfareporting.",), r"\bcampaign\s+manager\b|\bdcm\b|\bdfa\b|\bfloodlight|\bad\s+server"),
    # Google Keep, Classroom, domain registration data and fact checks, said by their words: "tom says his shoulder's all healed
    # ✨ can you clear that from his notes" read a Keep note, "any tricks to get freshmen to actually stop talking …?" a course's
    # grading periods, "I want to write to the council about the potholes … Could you help me?" RDAP's help, "LL claiming £240
    # cleaning …" fact-checked claims
    (("keep.",), r"\bkeep\b"),
    (("classroom.",), _CLASSROOM + r"|\bsubmissions?\b"),
    # Gmail's push notifications, said by their words: "stop them temu emails cluttering up me inbox" stopped them (with databases,
    # the stop chosen and never said sends "Sarah Mitchell mailed, she wants … 2 stadsfietsen for friday …" to the rows)
    (("gmail.users.stop", "gmail.users.watch"), r"\bpush\b|\bnotifications?\b|\bwatch\b|\bpub/?sub\b"),
    # smart-home devices and Search Console, said by their words: "is Gary home this weekend or is he away?" asked the devices,
    # "Kerry from the council's coming thurs about 2 for the licence inspection" inspected a URL
    (("homegraph.",), r"\bsmart[\s-]+home\b|\bdevices?\b|\bgoogle\s+home\b|\bnest\b|\bthermostat|\bsmart\s+(?:lights?|plugs?|speakers?)\b"),
    (("searchconsole.",), r"\bsearch\s+console\b|\bwebsite\b|\burls?\b|\bindex(?:ed|ing)?\b|\bseo\b|\bsitemaps?\b"),
    (("domainsrdap.",), r"\brdap\b|\bwhois\b|\bdomain\s+(?:registration|lookup|owner)"),
    (("factchecktools.",), r"\bfact[\s-]?check"),
    # speech made from text and health links, said by their words: "… Royal Mail need £1.45 …. Is it one of those scams?" synthesized
    # speech, "the difference between a civil parish and a townland?" read a health link's manifest
    (("texttospeech.",), r"\bspeech\b|\b(?:aloud|out\s+loud)\b|\bvoice\b|\baudio\b|\bmp3\b|\bnarrat"),
    (("health.",), r"\bsmart\s+health\b|\bshl\b|\bhealth\s+(?:records?|links?|data|cards?)\b|\bfitbit\b"),
    # books recommended to the user by Google, asked for ("Jean recommended a novel to me …. Could you look in my notes?" listed them)
    (("books.volumes.recommended.list",), r"\brecommend(?:ed)?\s+(?:me|us|for\s+me|some|a\s+few|books?|something|anything|reads?)\b"
                                          r"|\brecommendations?\b|\bsuggest"),
    # a family's shared Books library ("Helen would like to look at the family tree" read it), Google Books by a book word
    # ("Ooh new pup on the books!" searched the Books volumes)
    (("books.familysharing.",), r"\bfamily\s+(?:library|sharing|share|group)\b"),
    (("books.",), r"(?<!\bon\sthe\s)\bbooks?\b|\b(?:novels?|ebooks?|e-books?|volumes?|bookshel\w+|shelf|shelves|isbn|authors?|library|reading|read"
                  r"|titles?|paperbacks?|hardbacks?|audiobooks?|cookbooks?)\b"),
))


_SAID_ANY = (*_SAID, *_SAID_WITHOUT_ROWS)


def unsaid(method_id: str, request: str, *, rows: bool = False) -> bool:
    """Whether ``method_id`` is a method the request would have to say and does not (``rows``: databases are added)."""
    return any(method_id.startswith(prefixes) and not words.search(request) for prefixes, words in (_SAID if rows else _SAID_ANY))


# … and what is meant instead, in its place: "whats dave hollis number" searches the contacts for him
INSTEAD = {"people.people.get": "people.people.searchContacts", "people.people.searchDirectoryPeople": "people.people.searchContacts",
           "people.people.listDirectoryPeople": "people.people.searchContacts"}
# … and, with databases too, a Keep note unsaid is a local note ("note for megan - keeps forgettin mirrors …" from a driving
# instructor whose pupils are rows): the rows are not meant by it
_LOCAL_NOTE = {"keep.notes.create": "notes.create", "keep.notes.list": "notes.list", "keep.notes.get": "notes.read",
               "keep.notes.delete": "notes.delete"}
TWINS = {**safer.TWINS, **INSTEAD, **_LOCAL_NOTE}  # every method → the one planned in its place, which keeps its search score


def said_only(methods: list[str], request: str, *, others: bool = True) -> list[str]:
    """``methods`` with those the request would have to say and does not put by what is meant instead (kept once, in the
    first place either had) or left out (none left: no call is planned); ``others``: also without what another service would
    make or change unnamed (and the rest of that service's methods whose words are unsaid): off when databases are added, where
    such a method chosen says the rows are meant (``known_databases.planned``)."""
    kept = list(dict.fromkeys(INSTEAD.get(m, m) if unsaid(m, request, rows=not others)
                              else _LOCAL_NOTE[m] if m in _LOCAL_NOTE and unsaid(m, request) else m for m in methods))
    unnamed = {m.split(".")[0] for m in kept if others and unnamed_use(m, request)}  # and the
    # rest of that service: "Bill's rung, …, knock that order off" reads no billing account either
    left = [m for m in kept if not unsaid(m, request, rows=not others)]
    return [m for m in left if not (m.split(".")[0] in unnamed and says_none_of(m, request))] or left  # none left: no call
