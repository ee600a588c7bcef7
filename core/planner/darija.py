"""Moroccan Darija typed in Latin letters with digits for its sounds (3 ain, 7 the deep h, 9 q), as a Moroccan in Manchester
types it with French and English words mixed in, read as English before it is planned: "chkoun 3ndi ghda f salon?" (who is
booked tomorrow in salon?), "ch7al b9a 3ndna mn argan oil?" (how much argan oil have we got left?), "Fatima khllsat daba, dirha
paid" (Fatima paid just now, mark her paid), "7wlha l tnin l9adim" (move it to next monday), "fakkarni ghda f sbah n3ayet l
landlord" (remind me to call the landlord tomorrow morning), "annuler dyalha" (cancel her booking). A request is Darija with two
words only Darija has ("dyal", "bghit", "daba", "9bel"); Egyptian Arabizi is read by arabizi.py. "lkhmis" is Thursday, "3
janvier" 3 January, "m3a 11h" at 11:00. Names, numbers and English words stay as typed."""

from __future__ import annotations

from core.planner import phrasebook

# Moroccan Darija: words only it has among the languages of a request ("dyal", "bghit", "chkoun", "daba", "9bel"), counted as
# typed; "had", "fin", "chi", "wach", "dir", "liya" are English, French, German words or names too: read, never counted
_DARIJA = frozenset("""imta jat tlat nchri nsift nchouf zid khddam khddama khssni khasni jdid jdida ra9m nemra chkoun chkon chkun chkoune achkoun ghda ghedda ghadda
    daba dyal dial dyali diali dyalek dyalo dyalou dialo dyalha dialha dyalna dyalhom bghit bghiti bghat bgha bghaw bghina kanbghi 3afak 3fak 3tini a3tini ch7al chhal
    sh7al 9bel 9bl jem3a jm3a jjem3a ljem3a khlles khelles khllsat khlsat khelsat khllsou khlsou khellsou khllest khlst nkhlsha nkhlsek dirha dirhom dirli 7ta msdoud
    mseddod b9a b9at b9aw b9ali nhar lyoum lyouma l9itoch l9itahach l9itha l9ito l9it lgitha 9elb 9elbha 9elbo 9lebli 3ayet 3ayyet 3ayyetat 3ayetat n3ayet n3ayyet ghadi
    ghadia ghadin ghadich tji nji yji jatni wslat wslet l7ed tnin letnin ltnin ttlat larb3 lkhmis lkhamis khmis sebt ssebt l9adim ljay fekkerni fkkerni dakerni sbah
    sba7 mzyan mzyana mezyan simana kifach kifash 3lach fayn fyn ktebli ktbli 7it bzaf chwiya hadchi chno chnou mmkn fatet dkhelna n9arenha sowlatni ma3rftch ma3reftch
    ngolha ngolih partagi 7ett 7ttit 7wlha 7wlo 7wel beddel kat7mlch kaysakhnch hennaya tkhdem m3ana kayn kayna makaynch wakha flous lflous l7sab zidhom zidha zidli
    msse7 7ydha lbar7 l3chiya fo9ach wa9tach lwe9t chhar""".split())
# the days as typed, each a group named for its English ("lkhmis", "jem3a", "ssebt"): a match's lastgroup says the day
_D_DAY = (r"\b(?:nhar\s+)?(?:(?P<sunday>l?7[ae]?dd?)|(?P<monday>(?:l|le|t)?t[ie]?nin)|(?P<tuesday>(?:l|t)?tlat[ae]?)|(?P<wednesday>l?arb[3a]a?)|"
          r"(?P<thursday>l?kh?a?mis)|(?P<friday>(?:l|j)?j[eo]?m[3']?a)|(?P<saturday>s?s[ea]bt))\b")
_D_MONTH = r"(janvier|f[ée]vrier|mars|avril|mai|juin|juillet|ao[uû]t|septembre|octobre|novembre|d[ée]cembre)"
_D_MONTHS = dict(zip("janvier février mars avril mai juin juillet août septembre octobre novembre décembre".split(), phrasebook.MONTH_NAMES, strict=True))
_D_MONTHS.update({"fevrier": "February", "aout": "August", "decembre": "December"})
_D_OWNER = {"i": "my", "ek": "your", "o": "his", "ou": "his", "ha": "her", "na": "our", "kom": "your", "hom": "their"}  # "dyalha": her
_D_VERBS = {"chri": "buy", "sift": "send", "dir": "do", "chouf": "check", "khlles": "pay", "3ayet": "call", "kteb": "write", "jib": "get",
            "commandi": "order", "bdel": "change", "7ett": "put", "zid": "add", "m7i": "delete", "sed": "close", "7el": "open"}
_D_OBJ = {"ha": "her", "o": "him", "ou": "him", "hom": "them", "ih": "him", "iha": "her"}
_CHKOUN, _CH7AL, _KTEB, _SIFT = r"(?:chkoun|chkon|chkun|chkoune|achkoun|shkoun)", r"(?:ch7al|chhal|sh7al)", r"(?:ktebli|ktbli|kteb|ktb)", r"(?:sift|seft|sifet|sifti)"
_D_NAME = r"((?-i:[A-Z])[\w'-]*(?:\s+(?-i:[A-Z])[\w'-]*)?)"
_D_DYAL = r"(?:dyal|dial)(?P<own>i|ek|ou|o|ha|na|kom|hom)\b"


_DARIJA_PHRASES: phrasebook.Phrases = [
    # greetings and fillers: "salam", "3afak" (please), "inchallah"
    (r"(?i)^\s*(?:salam(?:\s+3alaykom)?|slm|sba7\s+lkhir|msa\s+lkhir)\s*[,!]?\s*", ""), (r"(?i)[,\s]*\b(?:3afak|3fak)\b", " please"),
    (r"(?i)\s*\b(?:inchallah|inshallah|nchallah)\b", ""), (r"(?i)\bila\s+m(?:u|o)?m?kn\b", "if possible"),
    # moved, done before the days are read: "7wlha l tnin l9adim" (move it to next monday), "zid booking l X" (new booking for X)
    (r"(?i)\b(?:7wl|7wel|7ewel|beddel|bddel|bdel)(?:ha|o|ou|hom)?\s+(?:l|li|le)\s+", "move it to "),
    (r"(?i)\bzid\s+(?:wa7ed\s+)?(booking|r[ée]servation|rdv|client|cliente|commande)\s+(?:l|li|le|dyal)\s+",
     lambda m: "new " + {"commande": "order", "client": "client", "cliente": "client"}.get(m.group(1).lower(), "booking") + ": "),
    # dates and times: "ghda f sbah", "lyoum f 4h", "m3a 11h", "sebt 28", "l simana li fatet" (last week), "mn 18 dec 7ta 3 janvier"
    phrasebook.DAY_MONTH, (r"(?i)\b(\d{1,2})\s+" + _D_MONTH + r"\b", lambda m: f"{m.group(1)} {_D_MONTHS[m.group(2).lower()]}"),
    (r"(?i)\b(?:f|fi)\s+" + _D_MONTH + r"\b", lambda m: "in " + _D_MONTHS[m.group(1).lower()]), (r"(?i)\bmn\s+(?=\d{1,2}\s+\w+\s+(?:7ta|l)\s+\d)", "from "),
    (r"(?i)\s(?:7ta|l)\s+(?=\d{1,2}\s+(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec))", " to "), (r"(?i)\b(?:f|m3a|fi)\s+(\d{1,2})h(\d\d)?\b", lambda m: f"at {m.group(1)}:{m.group(2) or '00'}"),
    (r"(?i)\b(\d{1,2})h(\d\d)?\b", lambda m: f"{m.group(1)}:{m.group(2) or '00'}"),
    (r"(?i)\b(?:ghda|ghedda|ghadda)\s+(?:f\s*)?(?:sbah|sba7)\b", "tomorrow morning"), (r"(?i)\b(?:ghda|ghedda|ghadda)\b", "tomorrow"),
    (r"(?i)\b(?:l|f\s+)?(?:sbah|sba7)\b", "in the morning"), (r"(?i)\b(?:f\s+)?l?3chiya\b", "in the afternoon"),
    (r"(?i)\blyouma?\b", "today"), (r"(?i)\blbar[7h]e?\b", "yesterday"), (r"(?i)\b(?:l\s*)?(?:simana|smana)\s+(?:li|lli)\s+(?:fatet|fat|dazet|daz)\b", "last week"),
    (r"(?i)\b(?:l\s*)?(?:simana|smana)\s+(?:l9adma|jaya|ljaya)\b", "next week"), (r"(?i)\bhad\s+(?:simana|smana)\b", "this week"),
    (r"(?i)\b(?:l\s*)?(?:chhar|shhar)\s+(?:li|lli)\s+(?:fat|daz)\b", "last month"), (r"(?i)\bhad\s+(?:chhar|shhar)\b", "this month"),
    (r"(?i)\b(?:l\s*)?(?:chhar|shhar)\s+(?:l9adim|jay|ljay)\b", "next month"),
    ("(?i)" + _D_DAY + r"\s+(?:l9adim|ljay|jay)\b", lambda m: f"next {m.lastgroup}"),  # "tnin l9adim": next monday
    ("(?i)" + _D_DAY + r"\s+(?:li|lli)\s+(?:fat|daz)\b", lambda m: f"last {m.lastgroup}"), (r"(?i)\b(?:fakkarni|fekkerni|fkkerni|fakarni|dakerni|dkkerni)\b", "remind me"),
    (r"(?i)\b(?:l|f|fi)\s+" + _D_DAY + r"(?=\s+\d)", lambda m: m.lastgroup), (r"(?i)\b(?:l|f|fi|nhar)\s+" + _D_DAY, lambda m: f"on {m.lastgroup}"), ("(?i)" + _D_DAY, lambda m: m.lastgroup), (r"(?i)\bf\s+l?weekends?\b", "at weekends"),
    # questions: "chkoun 3ndi" (who is booked), "ch7al b9a 3ndna mn X" (how much X have we got left), "fin 7ttit" (where did I put)
    (r"(?i)\b" + _CHKOUN + r"\s+(?:3ndi|3andi)\b", "who is booked"), (r"(?i)\b" + _CHKOUN + r"\s+(?:li\s+)?(?:khddam|khddama|khddamin)\b", "who is working"),
    (r"(?i)\b" + _CHKOUN + r"\s+(?:li\s+)?ma\s+(?:khllsch|khlsch|khllsatch|khlsatch|khllsouch)\b", "who hasn't paid"), (r"(?i)\b" + _CHKOUN + r"(?:\s+(?:li|lli))?\b", "who"),
    (r"(?i)\bwach\s+" + _D_NAME + r"\s+(?:khllsat|khlsat|khlles|khlls|khllsou)\b", r"has \1 paid"),
    (r"(?i)\b(?:chno|chnou|ach)\s+(?:3ndi|3andi)\b", "what do I have"), (r"(?i)\b(?:chno|chnou|ach)\s+(?:3ndna|3andna)\b", "what do we have"),
    (r"(?i)\b" + _CH7AL + r"\s+b9a\s+(?:3ndna|3andna|3ndi|3andi)\s+(?:mn|men)\s+([^?,.]{1,40})", r"how much \1 have we got left"),
    (r"(?i)\b" + _CH7AL + r"\s+b9a\s+(?:mn|men)\s+([^?,.]{1,40})", r"how much \1 is left"), (r"(?i)\b" + _CH7AL + r"\s+(?:dkhelna|dkhlna|dkhel|dakhla)\b", "how much did we take"),
    (r"(?i)\b" + _CH7AL + r"\s+n(?:khlsha|khllsha|khlesha)\b", "how much do I charge her"), (r"(?i)\b" + _CH7AL + r"\s+n(?:khlsou|khllsou|khlsek|khlsih)\b", "how much do I charge"),
    (r"(?i)\b" + _CH7AL + r"\s+(?:khssni|khasni|khssna|khasna)\s+n(\w+)\s+(?:mn|men)\s+([^?,.]{1,40}?)(?=\s+(?:next|last|this|for|before|tomorrow|today)\b|[?,.]|$)",
     lambda m: f"how much {m.group(2)} do I need to {_D_VERBS.get(m.group(1).lower(), m.group(1))}"),
    (r"(?i)\b(?:imta|fo9ach)\s+(?:jat|ja|wslat|wsel)\s+(?:l\s+|la\s+)?([^?,.]{1,40})", r"when did the \1 arrive"),
    (r"(?i)\b" + _CH7AL + r"\s+(?:mn|men)\b", "how many"), (r"(?i)\b" + _CH7AL + r"\b", "how much"),
    (r"(?i)\b(?:fin|fayn|fyn)\s+(?:7ttit|7tit|dert)\b", "where did I put"), (r"(?i)\b(?:fin|fayn|fyn)\s+(?:kayn|kayna)\b", "where is"),
    (r"(?i)\b(?:fin|fayn|fyn)\b(?=.*\?)", "where is"), (r"(?i)\b(?:imta|fo9ach|wa9tach)\b", "when"), (r"(?i)\b(?:kifach|kifash)\b", "how"),
    (r"(?i)\b3lach\b", "why"), (r"(?i)\b(?:chno|chnou|ach)\s+n(?:golha|9olha)\b", "what to tell her"),
    (r"(?i)\b(?:chno|chnou|ach)\s+n(?:golih|9olih|golo)\b", "what to tell him"), (r"(?i)\b(?:chno|chnou)\b", "what"), (r"(?i)(?:^|(?<=[.?!]\s))\s*wach\b", "is"),
    # what is said to be done: "sift email l X", "7ett liya rdv m3a X", "dirha paid", "annuler dyalha", "zidhom f stock", "9elbha liya"
    (r"(?i)\b" + _SIFT + r"\s+(?:(?:wa7ed|chi)\s+)?(e-?mail|mail|msg|message|sms|text)\s+(?:l|li|le)\s+", r"send an \1 to "),
    (r"(?i)\b" + _SIFT + r"\s+(?:l|li)\s+" + _D_NAME + r"\s+(?:wa7ed\s+)?(e-?mail|mail|msg|sms)\b", r"send an \2 to \1"),
    (r"(?i)\b" + _SIFT + r"(?:lha|liha)\b", "send her"), (r"(?i)\b" + _SIFT + r"(?:lo|lih)\b", "send him"), (r"(?i)\b" + _KTEB + r"\s+(?:wa7ed\s+)?note\b", "make a note"),
    (r"(?i)\b" + _KTEB + r"\s+(?:(?:wa7ed|chi)\s+)?(?:brouillon|draft)\s+(?:l|li)\s+", "write a draft email to "),
    (r"(?i)\b" + _KTEB + r"\s+(?:(?:wa7ed|chi)\s+)?e-?mail\s+(?:l|li)\s+", "write an email to "),
    (r"(?i)\b(?:7ett|7et|7ot|7oti|dir)\s+(?:(?:liya|lia)\s+)?(?:wa7ed\s+)?(?:rdv|rendez-vous|meeting|maw3id)\s+m3a\s+", "put an appointment in the calendar with "),
    (r"(?i)\b(?:dir|7ett|7ot|7et|diri)\s+(?:(?:liya|lia)\s+)?(?:l\s*)?(auto[\s-]?reply|out\s+of\s+office|r[ée]ponse\s+automatique)(?:\s+(?:f|fi|3la)\s+(?:l\s*)?(e-?mail))?",
     lambda m: f"put the {m.group(1)} on" + (" my email" if m.group(2) else "")),
    (r"(?i)\b(?:dir|7ett|7ot)(ha|o|ou|hom)\s+(?:f|fi)\s+(?:l\s*)?(?:calendar|calendrier|agenda)\b", "put it in the calendar"),
    (r"(?i)\b(?:3tini|a3tini|fin\s+(?:howa|hiya))\s+(?:(?:l\s*)?(?:ra9m|nemra|num[ée]ro)\s+(?:dyal\s+)?|ra9m\s+)" + _D_NAME, r"what's \1's number"),
    (r"(?i)\bdir(ha|o|ou|hom|ih|iha)\s+(paid|pay[ée]|khalsa|ready|done|cancelled)\b",
     lambda m: f"mark {_D_OBJ[m.group(1).lower()]} " + ("paid" if m.group(2).lower()[:3] in ("pay", "kha") else m.group(2).lower())),
    (r"(?i)\b(?:annuler|annul[ée]|anuli|lghi|elghi)\s+(?:l\s*)?(?:rdv\s+|booking\s+|r[ée]servation\s+)?" + _D_DYAL,
     lambda m: f"cancel {_D_OWNER[m.group('own').lower()]} booking"), (r"(?i)\b(?:annuler|anuli|lghi|elghi)\b", "cancel"),
    (r"(?i)\bzid\s+(?:f|fi)\s+(?:l\s*)?(sheet|spreadsheet|excel|liste?)\s+(?:dyal|dial)\s+(?:les\s+|la\s+|l\s*)?([^:]+?)\s*:", r"add a row to the \2 \1:"),
    (r"(?i)\bzid\s+(?:had|hadi|wa7ed)\s+(?:l\s*)?(?:num[ée]ro|nemra|ra9m)\s+(?:f|fi|l)\s+(?:l\s*)?contacts?\s*:?", "save new contact:"),
    (r"(?i)\bzid(hom|ha|o|ou)\s+(?:f|fi|l)\s+(?:l\s*)?(stock|list[ea]?|calendar)\b", lambda m: f"add {_D_OBJ[m.group(1).lower()]} to the {m.group(2)}"),
    (r"(?i)\bzid\s+(\d+)\s+(.{1,40}?)\s+(?:f|fi|l)\s+(?:l\s*)?stock\b", r"add \1 \2 to the stock"), (r"(?i)\bzid\b", "add"),
    (r"(?i)\b(?:7ydha|7aydha|7ydo|msse7|m7i|m7iha)\s+(?:mn|men)\s+(?:l\s+)?", "take it off the "), (r"(?i)\b(?:msse7|m7i|m7iha)\b", "delete"),
    (r"(?i)\b(?:partagi|partaji|partager|charki)\s+(.{1,40}?)\s+m3a\s+", r"share \1 with "),
    (r"(?i)\bbach\s+t?[7h]o?tt?(?:ha|o|hom)?\s+(?:f|fi|3la)\s+", "for "),  # "bach t7ottha f insta": for (putting it on) insta
    (r"(?i)\b9(?:e|a)?ll?[ea]?b(?:ha|o|ou)?\s+(?:liya|lia)\b", "find it for me"), (r"(?i)\b9(?:e|a)?ll?[ea]?b\s+(?:3la|3ala)\b", "search for"),
    (r"(?i)\b(?:3tini|a3tini)\s+(?:l\s*)?list[ea]?\s+b\s+(?:l\s*)?(?:we9t|w9t|wa9t|sa3a)\b", "give me the list with the times"),
    (r"(?i)\b(?:3tini|a3tini)\b", "give me"), (r"(?i)\b(?:ma\s+)?(?:l9itahach|l9itoch|l9itouch|l9itach|l9itch|lgitch)\b", "I can't find it"), (r"(?i)\bn3ay+et\s+(?:l|li|3la)\s+", "to call the "),
    (r"(?i)\bn(chri|sift|chouf|khlles|kteb|jib|commandi|bdel|7ett|zid|m7i|sed|7el)\b", lambda m: "to " + _D_VERBS[m.group(1).lower()]), (r"(?i)\b3ay+et\s+(?:l|li|3la)\s+(?=[A-Z])", "call "), (r"(?i)\b3ay+et(?:at)?\b", "called"),
    (r"(?i)\bma\s+(?:tl79ch|nl79ch|tl7e9ch|nl7e9ch|n9derch)\b", "I can't make it"), (r"(?i)\bma\s+ghadi(?:ch|a?ch)\s+t?ji\b", "won't come"),
    (r"(?i)\bghadi\s+nsafer\s+(?:l|li)\s+", "I am travelling to "), (r"(?i)\bghadi\s+t?khdem\s+m3ana\b", "will work with us"), (r"(?i)\bghadi\b", "will"),
    (r"(?i)\b(?:li|lli)\s+(?:khllsou|khlsou|khellsou)\b", "the paid ones"), (r"(?i)\b(?:khllsat|khlsat|khelsat|khllsou|khlsou|khlles|khllest|khlst)\b", "paid"),
    (r"(?i)\b(?:wslat|wslet)\s+(?:la|l)\s+(commande|livraison)\s+(?:dyal|dial|mn)\s+([^,.]+)", lambda m: "the " + ("order" if m.group(1).lower() == "commande" else "delivery") + f" from {m.group(2)} arrived"),
    (r"(?i)\b(?:wslat|wslet|wsel)\b", "arrived"), (r"(?i)\bjatni\s+(?:f|fi)\s+(?:l\s*)?e-?mail\b", "came in my email"), (r"(?i)\b(?:jatni|jani)\b", "I got"), (r"(?i)\bjat\b", "came"),
    (r"(?i)\bbghit\s+ndir\s+(?:wa7d\s+)?(?:l\s*)?commande\b", "I want to place an order"), (r"(?i)\bbghit\s+n9arenha\s+m3a\b", "I want to compare it with"),
    (r"(?i)\b(?:khssni|khasni|5assni)\b", "I need to"), (r"(?i)\b(?:khddam|khddama|khddamin)\b", "working"),
    (r"(?i)\b(client|cliente|commande|booking|rdv)\s+(?:jdida|jdid)\b\s*:?", lambda m: "new " + {"commande": "order", "cliente": "client", "rdv": "booking"}.get(m.group(1).lower(), m.group(1).lower()) + ":"),
    (r"(?i)\bbghit\b", "I want"), (r"(?i)\bbghat\b", "wants"), (r"(?i)\bbgha\b", "wants"), (r"(?i)\bbghaw\b", "want"),
    (r"(?i)\b3ndha\b", "she has"), (r"(?i)\b3ndo\b", "he has"), (r"(?i)\b3a?ndna\b", "we have"), (r"(?i)\b3a?ndi\b", "I have"),
    (r"(?i)\b(?:msdoud|mseddod|msdod)\b", "closed"), (r"(?i)\b(?:sowlatni|swlatni)\b", "asked me"), (r"(?i)\bma3re?ftch\b", "I didn't know"),
    (r"(?i)\bma\s+kat7mlch\b", "cannot stand"), (r"(?i)\bri7t\b", "the smell of"), (r"(?i)\bzit\s+(?:l\s*)?louz\b", "almond oil"),
    (r"(?i)\blma\s+ma\s+kaysakhnch\b", "the water is not getting hot"), (r"(?i)\bhennaya\b", "henna artist"),
    # things, then small words: "l facture dyal X" (X's bill), "35£ dyal argan" (for), "dyalha" (her), "bl english" (in English)
    (r"(?i)\b(?:l\s+)?factur[ea]\b", "bill"), (r"(?i)\b(?:l\s+)?commande\b", "order"), (r"(?i)\blivraison\b", "delivery"),
    (r"(?i)\bnum[ée]ro\b", "number"), (r"(?i)\brdv\b", "appointment"), (r"(?i)\bl?flous\b", "money"), (r"(?i)\bcliente\b", "client"), (r"(?i)\bl?list[ae]\b", "list"),
    (r"(?i)\bchi\s+7e?d\b", "someone"), (r"(?i)\b(?:7ta\s+7e?d|7e?ta\s+wa7ed)\b", "nobody"), (r"(?i)\bmn\s+fadl(?:ek|ak)\b", "please"),
    (r"(?i)\b(?:dyal|dial)\s+no[eë]l\b", "for Christmas"), (r"(?i)\bl?we9t\b", "the time"), (r"(?i)\bwa7da\b", "a"), (r"(?i)([£$€]?\d+(?:[.,]\d\d)?\s*[£$€]?)\s+(?:dyal|dial)\b", r"\1 for"),
    (r"(?i)(?:\bl\s+)?\b(appointment|booking|meeting|number|e-?mail|phone|birthday|massage|facial)\s+(?:dyal|dial)\s+" + _D_NAME,
     r"\2's \1"),  # "rdv dyal Samira Khan": Samira Khan's appointment
    (r"(?i)(?:\bl\s+)?\b(\w+)\s+(?:dyal|dial)\s+(?=(?-i:[A-Z]))", r"the \1 from "),  # "l facture dyal British Gas": the bill from British Gas
    (r"(?i)(?:\bl\s+)?\b(\S+)\s+" + _D_DYAL, lambda m: f"{_D_OWNER[m.group('own').lower()]} {m.group(1)}"),  # "office dyalo": his office
    (r"(?i)\b(?:dyal|dial)\b", "of"), (r"(?i)\bmzyana?\s+(?:l|li)\s+", "good for "), (r"(?i)\bmzyana?\b", "properly"),
    (r"(?i)\bchi\s+nhar\b", "one day"), (r"(?i)\bnhar\b", "day"), (r"(?i)\bdaba\b", "just now"), (r"(?i)\bghir\b", "only"),
    (r"(?i)\bmachi\b", "not"), (r"(?i)\b7it\b", "because"), (r"(?i)\bbach\b", "so that"), (r"(?i)\bwla\b", "or"), (r"(?i)\b(?:liya|lia)\b", "for me"),
    (r"(?i)\bm3ana\b", "with us"), (r"(?i)\bm3a\b", "with"), (r"(?i)\b9bel\b", "before"), (r"(?i)\b7ta\b", "until"), (r"(?i)\bhad\b", "this"),
    (r"(?i)\b3la\b", "about"), (r"(?i)\bmn\b", "from"), (r"(?i)\bbl\s+", "in "), (r"(?i)\bf\s+(?:l\s*)?(desktop|drive|bureau)\b", r"on the \1"),
    (r"(?i)\b(?-i:w)\s+(?=\S)", "and "), (r"(?i)\bb\s+(?=\w)", "with "), (r"(?i)\bf\s+(?=\w)", "in "),
    (r"(?i)\b(?:l|li)\s+(?=(?-i:[A-Z])(?!\s))", "to "), (r"\bl\s+(?=[a-z])", "the "), (r"(?i)\bli\b", "that"), (r"(?i)\blha\b", "her"), (r"(?i)\bthe\s+the\b", "the"),
]


def english(text: str) -> str:
    """``text`` read as English when it is written in Moroccan Darija; unchanged otherwise."""
    return phrasebook.read(text, _DARIJA_PHRASES) if phrasebook.two_own_words(text, _DARIJA) else text
