"""Turkish in a request (as typed in Istanbul or a Turkish shop abroad, with English mixed in) read as English before it is
planned: "bu hafta kim geliyor?" (who is coming this week), "perşembe 11de kombici gelcek Moda'ya takvime ekle" (thursday at
11 the boiler man is coming to Moda, put it in the calendar), "çarşamba hatırlat: Cihangir'e havlu almam lazım" (remind me
wednesday to buy towels for Cihangir), "Sarah ödemeyi yapmış, ödendi olarak işaretle" (Sarah has made the payment, mark it
paid), "yarınki boyacı iptal oldu, takvimden sil" (tomorrow's painter is cancelled, delete it from the calendar),
"Emily'ye check-in bilgilerini gönder" (email Emily the check-in details).

Only a request with at least two words only Turkish has (a word with ı or ğ counts as one) is read so. The suffixes put on a
name, a file or a number are read as English words: "Ayşe'ye" to Ayşe, "Mark'ın" Mark's, "Moda'dan" from Moda,
"drive'da" in drive, "house_rules.txt'yi" house_rules.txt, "11de" at 11. A question word said last ("bu hafta temizlik ne
zaman", "kasımda toplam kaç euro kazandık") is put first, as English asks. A date said day/month ("24/12") is that day of
that month; names, numbers and English words stay as typed."""

from __future__ import annotations

import re

from core.planner import phrasebook

# Words only Turkish has (no English, German or other word is spelled so): two of them make a request Turkish. The Turkish
# an English-speaking Turk drops into English ("abi", "abla", "tamam", "hadi", "inşallah") is left out.
_OWN = frozenset("""bugün bugünkü yarın yarınki dün dünkü haftaya haftaki haftasonu pazartesi salı çarşamba perşembe cuma
    cumartesi ocak şubat nisan mayıs haziran temmuz ağustos eylül ekim kasım aralık kimde kimin kime kimler nerede nerde
    nereye niye nasıl kaç kaçta hangi mısın misin musun müsün mı mü lütfen teşekkürler teşekkür sağol ekle ekler sil
    gönder gönderme hatırlat kaydet bul aç yaz hazırla işaretle iptal değiştir ertele taşı paylaş çıkar yap geliyor gelcek
    gelecek gidiyor yapacak yapıcak yapmış yaptı etti oldu lazım misafir misafirler temizlik temizliği ödeme ödemeyi ödendi
    ödedi ödemedi rehber rehbere mesajı maili gece gecelik toplam şifre şifresi şifresini daire dairenin için çok güzel şey
    ingilizce kibarca dosya dosyayı klasör numarası numarasını adresi giderler giderlere gelirler bilgileri bilgilerini
    istiyor listeden listeye listede listesinden otomatik tatildeyim izindeyim cevap kalmak çıkışı girişi kazandık harcadık
    geldi gelmiş yazmış yazdı bakalım bakıcam bakacağım olcaktı olacaktı bulabilir değil""".split())
_OWN_LETTERS = re.compile(r"[ığ]")  # letters only Turkish writes among these languages
# a day, a month or a business word said with its suffixes ("perşembeye", "ocakta", "takvime", "siparişini") is a word only
# Turkish has; and so is a phrase only Turkish says ("bu hafta", Hindi's "hafta" alone being a week too; "ne zaman", "not al")
# or a suffix put on a name after an apostrophe
_OWN_STEMS = re.compile(r"^(?:pazartesi|salı|çarşamba|perşembe|cumartesi|ocak|şubat|nisan|mayıs|haziran|temmuz|ağustos|eylül|"
                        r"kasım|aralık|takvim|rehber|sipariş|müşteri|rezervasyon|randevu|toplantı)\w*$")
_OWN_PHRASES = re.compile(r"(?i)\bbu\s+(?:hafta|ay|akşam|sabah)\b|\bne\s+(?:zaman|var|kadar)\b|\bnot\s+(?:al|et)\b|\bkim\s+\w+yor\b"
                           r"|\w['’](?:n[ıiuü]n|y[ae]|d[ae]n|t[ae]n|y[ıiuü]|d[ae]ki)\b"  # a suffix put on a name: "Ali'nin", "Ayşe'ye"
                           # in English with a Turkish barber's words: "Emre this week kaç booking var", "price list pdf nerde?",
                           # "kolonya price 8 pound yap" (an ask said last)
                           r"|\bkaç\s+\w+\s+var\b|\bnere?de\s*\?|\b(?:yap|ekle|sil|yapalım|gönder|kaydet|bul)\s*[.!?]*\s*$")

_DAYS = {"pazartesi": "monday", "salı": "tuesday", "çarşamba": "wednesday", "perşembe": "thursday", "cumartesi": "saturday",
         "cuma": "friday", "pazar": "sunday"}
_DAY = "(" + "|".join(_DAYS) + ")"
_MONTHS = dict(zip("ocak şubat mart nisan mayıs haziran temmuz ağustos eylül ekim kasım aralık".split(),
                   phrasebook.MONTH_NAMES, strict=True))
_MONTH = "(" + "|".join(_MONTHS) + "|ocağ|aralığ)"  # "2 ocağa kadar": until 2 January


def _month(word: str) -> str:
    return next(english for turkish, english in _MONTHS.items() if turkish[:3] == word.lower()[:3])


_NAME = r"(?-i:[A-ZÇĞİÖŞÜ])[\w.-]*(?:\s+(?-i:[A-ZÇĞİÖŞÜ])[\w-]*)?"  # "Ayşe", "Sarah Mitchell"
_THING = r"[\w.+@/-]+"  # a name, file or site a suffix is put on: "Moda", "house_rules.txt", "airbnb"
_Q = r"['’]"  # the apostrophe a suffix is put on with
# verbs said in the infinitive ("kalmak istiyor", "almam lazım"): their English
_VERBS = {"kal": "stay", "gel": "come", "çık": "leave", "git": "go", "öde": "pay", "al": "buy", "ara": "call", "gönder": "send",
          "değiştir": "change", "yaz": "write", "sor": "ask", "getir": "bring", "bak": "check", "yap": "do", "kontrol et": "check"}
_VERB = "(" + "|".join(sorted(_VERBS, key=len, reverse=True)) + ")"
_NOUNS = {  # stem: (one, many); the endings put on them are read away ("rezervasyonu", "faturaları", "şifresini")
    "rezervasyon": ("booking", "bookings"), "müşteri": ("customer", "customers"), "sipariş": ("order", "orders"),
    "fatura": ("invoice", "invoices"), "ödeme": ("payment", "payments"), "randevu": ("appointment", "appointments"),
    "toplantı": ("meeting", "meetings"), "misafir": ("guest", "guests"), "daire": ("flat", "flats"), "kira": ("rent", "rents"),
    "fiyat": ("price", "prices"), "liste": ("list", "lists"), "dosya": ("file", "files"), "klasör": ("folder", "folders"),
    "belge": ("document", "documents"), "sözleşme": ("contract", "contracts"), "vardiya": ("shift", "shifts"),
    "tedarikçi": ("supplier", "suppliers"), "ürün": ("product", "products"), "makbuz": ("receipt", "receipts"),
    "teklif": ("quote", "quotes"), "temizlik": ("cleaning", "cleanings"), "temizliğ": ("cleaning", "cleanings"),
    "şifre": ("password", "passwords"), "poliçe": ("policy", "policies"), "yorum": ("review", "reviews"),
    "anahtar": ("key", "keys"), "numara": ("number", "numbers"), "adres": ("address", "addresses"), "bilgi": ("details", "details"),
    "fotoğraf": ("photo", "photos"), "resim": ("picture", "pictures"), "havlu": ("towels", "towels"), "çarşaf": ("sheets", "sheets"),
    "tesisatçı": ("plumber", "plumbers"), "elektrikçi": ("electrician", "electricians"), "boyacı": ("painter", "painters"),
    "kombici": ("boiler technician", "boiler technicians"), "muhasebeci": ("accountant", "accountants"), "kombi": ("boiler", "boilers"),
    "dişçi": ("dentist", "dentists"), "doktor": ("doctor", "doctors"), "kuaför": ("hairdresser", "hairdressers"),
    "tamirci": ("repairman", "repairmen"), "çilingir": ("locksmith", "locksmiths"), "temizlikçi": ("cleaner", "cleaners"),
    "bakım": ("service", "services"), "görüşme": ("call", "calls"),
    "çalışan": ("employee", "employees"), "personel": ("staff", "staff"), "gider": ("expense", "expenses"), "ev": ("house", "houses"),
}
_NOUN = "(" + "|".join(sorted(_NOUNS, key=len, reverse=True)) + r")(ler|lar)?(s?[ıiuü]n?[ıiuü]?|y?[ıiuü]|n[ıiuü]n|s?[ıiuü]n?da|s?[ıiuü]n?de)?\b"


def _noun(m: re.Match[str]) -> str:
    """A noun with its endings as English: "rezervasyonu" booking, "faturaları" invoices; one said as the thing a verb
    said first acts on ("delete siparişini") the thing: "find faturayı" find the invoice."""
    one, many = _NOUNS[m.group(1).lower()]
    said = many if m.group(2) else one
    ending, before = (m.group(3) or "").lower(), m.string[:m.start()].split()
    acted_on = re.fullmatch(r"y[ıiuü]|[ıiuü]|s?[ıiuü]n[ıiuü]", ending) and not (m.group(2) is None and ending in "ıiuü" and
                                                                                m.group(1)[-1] in "aeıioöuü")
    return f"the {said}" if acted_on and (not before or before[-1].lower() in _ACTING) else said


_ACTING = {"find", "delete", "open", "cancel", "save", "send", "print", "move", "share", "remind", "to", "pay", "call", "buy",
           "check", "change"}


def _verb(stem: str) -> str:
    return _VERBS.get(stem.lower(), stem)


def _reminded(m: re.Match[str]) -> str:
    """"çarşamba hatırlat: Cihangir'e yeni havlu almam lazım": remind me wednesday to buy new towels for Cihangir."""
    what, whom = m.group("what"), re.match(r"(?P<who>" + _NAME + ")" + _Q + r"y?[ae]\s+", m.group("what"))
    if whom:  # the dative a thing is bought for
        what = what[whom.end():] + f" for {whom.group('who')}"
    return f"remind me {m.group('when') or ''} to {_verb(m.group('verb'))} {what}".replace("  ", " ")


_PLACES = {"masaüstündeki": "on the desktop", "masaüstünde": "on the desktop", "indirilenlerdeki": "in Downloads",
           "indirilenlerde": "in Downloads", "belgelerdeki": "in Documents", "belgelerde": "in Documents"}
_PLACE = "(" + "|".join(_PLACES) + ")"
_SAID = {"hayır": "no", "evet": "yes", "teşekkür": "thank you", "özür": "sorry"}
_MAIL = {"mesaj": "message", "ödeme": "payment", "fatura": "invoice"}  # "airbnb'den mesaj geldi mi": any message from airbnb
_TIME_EN = (r"(?:(?:this|next|last)\s+(?:week|month|weekend)|today|tomorrow|yesterday|tonight|(?:next\s+)?(?:mon|tues|wednes|thurs|fri|"
            r"satur|sun)day)")


def _plural(word: str) -> str:
    """What "kaç" counts, as English counts it: "kaç rezervasyon" how many bookings."""
    said = re.fullmatch(_NOUN, word, re.I)
    return _NOUNS[said.group(1).lower()][1] if said else word


_DONE = {"bul": "find", "sil": "delete", "aç": "open", "iptal": "cancel", "kaydet": "save", "gönder": "send", "yazdır": "print"}
_TIME_FIRST = (r"(?:(?:this|next|last)\s+(?:week|month|weekend)|today|tomorrow|yesterday|tonight|(?:on\s+)?\w+day|in\s+(?:"
               + "|".join(phrasebook.MONTH_NAMES) + r"))")

_PHRASES: phrasebook.Phrases = [
    # what says nothing to do: "lütfen", "teşekkürler", "rica etsem", "bakalım" (let's see), "canım", "tabi" (of course)
    (r"(?i)[,\s]*\b(?:lütfen|lutfen|teşekkürler|teşekkür\s+ederim|sağ\s*ol|rica\s+etsem|canım|bakalım|hadi)\b[.!]?", " "),
    (r"(?i)\bingilizce\s+yaz(?:ın)?\s+tabi[i]?\b|\bingilizce\s+yaz\b", "write it in English"),
    # a Turkish barber's words in English, read before the Turkish ones: "10 box Derby blade geldi, ekle", "Emre this week kaç booking var"
    (r"(?i)\bgeldi\s*,?\s*ekle\b", "came in, add them on"),
    (r"^(?P<pre>[A-Z]\w+(?:\s+(?:this|next|last)\s+\w+|\s+today|\s+tomorrow)?)\s+(?i:kaç)\s+(?P<x>[a-z]+?)s?\s+(?i:var)\b\s*\??",
     r"how many \g<x>s for \g<pre>?"),
    (r"(?i)^(?P<x>[^?]+?)\s+nere?de\s*\?", r"where is the \g<x>?"),
    (r"(?i)(?P<what>[^,.]+?)\s+(?:bi(?:r)?\s+yere\s+)?not\s+(?:etmiştim|almıştım|etmişim)\b", r"I made a note of \g<what> somewhere"),
    (r"(?i)\bbi(?:r)?\s+yere\b", "somewhere"), (r"(?i)\bbi\b", "a"),
    # times and dates: "11de", "saat 2de", "14:30'da", "3 buçukta", "8 aralık", "30 kasıma kadar", "kasımda", "aralıktaki"
    (r"\b(\d{1,2}/\d{1,2})" + _Q + r"(?:dan|den|tan|ten)\b", r"from \1"), (r"\b(\d{1,2}/\d{1,2})" + _Q + r"y?[ae]\s+kadar\b", r"until \1"),
    phrasebook.DAY_MONTH,
    (r"%(\d+(?:[.,]\d+)?)", r"\1%"), (r"(?i)\b(\d{1,2})\s+buçuk(?:ta)?\b", r"\1:30"), (r"(?i)\bsaat\s+(?=\d)", ""),
    (r"(?i)\b(\d{1,2}(?::\d\d)?)" + _Q + r"?(?:da|de|ta|te)\b", r"at \1"),
    (r"(?i)\b(\d{1,2})\s+" + _MONTH + r"(?:['’]?y?[ae])\s+kadar\b", lambda m: f"until {m.group(1)} {_month(m.group(2))}"),
    (r"(?i)\b(\d{1,2})\s+" + _MONTH + r"(?:['’]?(?:dan|den|tan|ten))\b", lambda m: f"from {m.group(1)} {_month(m.group(2))}"),
    (r"(?i)\b(\d{1,2})\s+" + _MONTH + r"(?:['’]?(?:da|de|ta|te))?\b", lambda m: f"{m.group(1)} {_month(m.group(2))}"),
    (r"(?i)\b" + _MONTH + r"(?:da|de|ta|te)ki\s+(\w+)", lambda m: f"{m.group(2)} in {_month(m.group(1))}"),
    (r"(?i)\b" + _MONTH + r"(?:\s+ayında|da|de|ta|te)\b", lambda m: f"in {_month(m.group(1))}"),
    (r"(?i)\b" + _MONTH + r"\b(?!\s+\d)", lambda m: _month(m.group(1))),
    (r"(?i)\b" + _DAY + r"(?:y?[ae])\b", lambda m: "to " + _DAYS[m.group(1).lower()]),  # "perşembeye al": move to thursday
    (r"(?i)\b" + _DAY + r"(?:leri|ları)\b", lambda m: "on " + _DAYS[m.group(1).lower()] + "s"),
    (r"(?i)\b" + _DAY + r"(?:\s+günü)?\b", lambda m: _DAYS[m.group(1).lower()]),
    (r"(?i)\byarın\s+sabah\b", "tomorrow morning"), (r"(?i)\bbu\s+sabah\b", "this morning"), (r"(?i)\bbu\s+akşam\b", "tonight"),
    (r"(?i)\byarından\s+sonra\b|\böbür\s+gün\b", "the day after tomorrow"), (r"(?i)\byarınki\b", "tomorrow's"),
    (r"(?i)\byarın\b", "tomorrow"), (r"(?i)\bbugünkü\b", "today's"), (r"(?i)\bbugün\b", "today"), (r"(?i)\bdünkü\b", "yesterday's"),
    (r"(?i)\bdün\b", "yesterday"), (r"(?i)\bbu\s+hafta\s*sonu\b|\bbu\s+haftasonu\b", "this weekend"),
    (r"(?i)\bbu\s+haftaki\b", "this week's"), (r"(?i)\bgeçen\s+haftaki\b", "last week's"),
    (r"(?i)\b(?:gelecek|önümüzdeki)\s+haftaki\b", "next week's"), (r"(?i)\bhaftaya\s+(?=(?:mon|tues|wednes|thurs|fri|satur|sun)day)", "next "),
    (r"(?i)\bbu\s+hafta(?:ki)?\b", "this week"), (r"(?i)\b(?:gelecek|önümüzdeki)\s+hafta(?:ki)?\b|\bhaftaya\b", "next week"),
    (r"(?i)\bgeçen\s+hafta(?:ki)?\b", "last week"), (r"(?i)\bbu\s+ay(?:ki)?\b", "this month"), (r"(?i)\bgeçen\s+ay\b", "last month"),
    (r"(?i)\b(?:gelecek|önümüzdeki)\s+ay\b", "next month"), (r"(?i)\böğleden\s+sonra\b", "in the afternoon"),
    # where a file is: "masaüstündeki house_rules.txt'yi aç" (open house_rules.txt on the desktop), "drive'da olcaktı"
    (r"(?i)\b" + _PLACE + r"\s+(" + _THING + ")" + _Q + r"y?[ıiuü]\s+aç\b", lambda m: f"open {m.group(2)} {_PLACES[m.group(1).lower()]}"),
    (r"(?i)\b" + _PLACE + r"\s+(" + _THING + ")", lambda m: f"{m.group(2)} {_PLACES[m.group(1).lower()]}"),
    (r"(?i)\b(" + _THING + ")" + _Q + r"(?:da|de|ta|te)\s+ol(?:a)?caktı\b", r"should be in \1,"),
    (r"(?i)\b(\w+)\s+kısmında\s+ne\s+yazıyor(?:du)?\b", r"what did it say in the \1 part"),
    # "Ali'nin numarası ne?" (what's Ali's number), "Ayşe'yi listeden çıkar" (take Ayşe off the list)
    (r"(?i)\b(?P<who>" + _NAME + ")" + _Q + r"n?[ıiuü]n\s+(?:telefon\s+)?numarası\s+(?:ne(?:ydi|dir)?|kaç(?:tı)?)\b",
     r"what's \g<who>'s number"),
    (r"(?i)\b(?P<who>" + _NAME + ")" + _Q + r"n?[ıiuü]n\s+(?:e-?posta|mail)\s+adresi\s+(?:ne(?:ydi|dir)?)\b", r"what's \g<who>'s email"),
    (r"(?i)\b(?P<who>" + _THING + ")" + _Q + r"y?[ıiuü]\s+(?:(\w+)\s+)?listesinden\s+(?:çıkar|sil|kaldır)\b",
     lambda m: f"take {m.group('who')} off the {m.group(2) + ' ' if m.group(2) else ''}list"),
    (r"(?i)\b(?P<who>" + _THING + ")" + _Q + r"y?[ıiuü]\s+listeden\s+(?:çıkar|sil|kaldır)\b", r"take \g<who> off the list"),
    # names, files and sites with their suffixes: "Mark'ın" Mark's, "Moda'dan" from Moda, "drive'da" in drive, "Emily'ye" to Emily
    (r"(?i)\b(" + _THING + ")" + _Q + r"(?:n?[ıiuü]n)\b", r"\1's"),
    (r"(?i)\b(" + _THING + ")" + _Q + r"(?:y?[ae])\s+kadar\b", r"until \1"),
    (r"(?i)\b(" + _THING + ")" + _Q + r"(?:dan|den|tan|ten)\b", r"from \1"),
    (r"(?i)\b(" + _THING + ")" + _Q + r"(?:da|de|ta|te)(?:ki)?\b", r"in \1"),
    (r"(?i)\b(" + _THING + ")" + _Q + r"(?:y?la|y?le)\b", r"with \1"),
    (r"(?i)\b(" + _THING + ")" + _Q + r"y?[ıiuü]\s+aç\b", r"open \1"),  # "house_rules.txt'yi aç": open house_rules.txt
    (r"(?i)\b(" + _THING + ")" + _Q + r"y?[ıiuü]\b", r"\1"),
    # to whom, before the dative is read away: "Emily'ye check-in bilgilerini gönder" (email Emily the check-in details),
    # "Ali'ye mail at", "ona teşekkür maili hazırla" (draft her a thank you email)
    (r"(?i)\b(?P<who>" + _NAME + ")" + _Q + r"y?[ae]\s+(?:bir\s+)?(?:mail|e-?posta)\s+(?:at|gönder|yaz)\b", r"email \g<who>"),
    (r"(?i)\b(?P<who>" + _NAME + ")" + _Q + r"y?[ae]\s+(?:bir\s+)?mesaj\s+(?:at|gönder|yaz)\b", r"text \g<who>"),
    (r"(?i)\b(?P<who>" + _NAME + ")" + _Q + r"y?[ae]\s+(?P<what>[^,.]+?)\s+gönder\b(?!me)", lambda m: f"email {m.group('who')} {'' if m.group('what').lower().startswith('bir') else 'the '}{m.group('what')},"),
    (r"(?i)\bona\s+(?:bir\s+)?(\w+)\s+maili\s+hazırla\b", r"draft her a \1 email"), (r"(?i)\bteşekkür\s+email\b", "thank you email"),
    (r"(?i)\b(?:bir\s+)?(?:mail|e-?posta)\s+taslağı\s+hazırla\b|\b(?:bir\s+)?(?:mail|e-?posta)\s+hazırla\b", "draft an email"),
    (r"(?i)\b(?:ama\s+)?gönderme\b", "but don't send it"), (r"(?i),?\s*\bben\s+(?:bakıcam|bakacağım|bakarım)\b", ", I'll check it"),
    (r"(?i)\bteşekkür\b", "thank you"),
    # remind me: "çarşamba hatırlat: Cihangir'e yeni havlu almam lazım", "yarın Ali'yi aramayı hatırlat"
    (r"(?i)(?P<when>\b[\w']+\s+)?hatırlat\s*:\s*(?P<what>[^.]+?)\s+(?P<verb>" + _VERB[1:] + r"(?:mam|mem|mamız|memiz)\s+"
     r"(?:lazım|gerek)\b", _reminded),
    (r"(?i)\b(?P<who>" + _NAME + ")" + _Q + r"(?:y?[ae])\s+(?=\S)", r"to \g<who> "),
    (r"(?i)\bbana\s+hatırlat\b", "remind me"),
    (r"(?i)\bhatırlat\s*:", "remind me:"),
    (r"(?i)(?:^|(?<=[,.:]\s))(?P<what>[^,.:]*?)\s*\b(?P<verb>" + _VERB[1:] + r"m[ae]y[ıi]\s+hatırlat\b",
     lambda m: f"remind me to {_verb(m.group('verb'))} {m.group('what')}".rstrip()),
    (r"(?i)\bhatırlat\b", "remind me"), (r"(?i)\b" + _VERB + r"(?:mam|mem)\s+(?:lazım|gerek)\b", lambda m: f"I need to {_verb(m.group(1))}"),
    # who wants what: "Tom 2 gece daha kalmak istiyor" (Tom wants to stay 2 more nights), "misafir saat 2de çıkmak istiyor"
    (r"(?i)\b(?P<who>" + _NAME + r"|misafir(?:ler)?)\s+(?P<what>[^,.]*?)\s*" + _VERB + r"m[ae]k\s+istiyor(?:lar)?\b",
     lambda m: f"{'the guest' if m.group('who').lower().startswith('misafir') else m.group('who')} wants to "
               f"{_verb(m.group(3))} {m.group('what')}".rstrip()),
    (r"(?i)\b" + _VERB + r"m[ae]k\s+istiyor\b", lambda m: f"wants to {_verb(m.group(1))}"),
    (r"(?i)\b(\d+)\s+gece\s+daha\b", r"\1 more nights"), (r"(?i)\bgecelik\s+(\S+\s+(?:euro|tl|€|\$|£|dolar))", r"\1 a night"),
    (r"(?i)\b(\d+)\s+gece\b", r"\1 nights"), (r"(?i)\bçıkışı\s+([^,.]+?)\s+yap\b", r"make the checkout \1"),
    (r"(?i)\bgirişi\s+([^,.]+?)\s+yap\b", r"make the check-in \1"),
    (r"(?i)\btoplam\s+([\d.,]+\s*(?:euro|tl|€|dolar|sterlin)?)\s+oldu\b", r"the total is now \1"),
    # who did what, the verb said last: "Daniel Moore aralıktaki rezervasyonu iptal etti" (Daniel Moore cancelled the booking
    # in December), "Jessica çok güzel yorum yazmış" (Jessica wrote a very nice review), "Sarah ödemeyi yapmış"
    (r"(?i)\b(?P<who>" + _NAME + r")\s+(?P<what>[^,.]+?)\s+iptal\s+etti\b", r"\g<who> cancelled the \g<what>"),
    (r"(?i)\b(?P<who>" + _NAME + r")\s+(?:çok\s+güzel\s+)(?P<what>\w+)\s+yaz(?:mış|dı)\b", r"\g<who> wrote a very nice \g<what>"),
    (r"(?i)\b(?P<who>" + _NAME + r")\s+(?P<what>[^,.]+?)\s+yaz(?:mış|dı)\b", r"\g<who> wrote \g<what>"),
    (r"(?i)\bödemeyi\s+yap(?:mış|tı)\b|\bödeme\s+yap(?:mış|tı)\b", "has made the payment"),
    (r"(?i)\bödendi\s+olarak\s+işaretle\b|\bödendi\s+(?:yap|diye\s+işaretle)\b|\bödendi\s+olarak\s+kaydet\b", "mark it paid"),
    (r"(?i)\bkim(?:ler)?\s+ödemedi\b", "who hasn't paid"), (r"(?i)\bödemedi\b", "hasn't paid"), (r"(?i)\bödedi\b|\bödemiş\b", "paid"),
    (r"(?i)\bödendi\b", "paid"), (r"(?i)\b(\w+)\s+yapacak\b|\b(\w+)\s+yapıcak\b", r"\1\2 will do it"),
    # questions: "kim geliyor", "kimde" (who has it), "ne zaman", "kaç", "ne kadar", "nerede", "… geldi mi", "bulabilir misin"
    (r"(?i)\b(?P<x>\S+)\s+ile\s+(?P<n>toplantı|randevu|görüşme)\b",
     lambda m: f"{_NOUNS[m.group('n').lower()][0]} with {m.group('x') if m.group('x')[0].isupper() else 'the ' + m.group('x')}"),
    (r"(?i)\b(" + _TIME_EN + r")\s+ne\s+var(?:dı)?\b", r"what do I have \1"), (r"(?i)\btakvimde\s+ne\s+var\b", "what's in my calendar"),
    (r"(?i),?\s*\belime\s+kaç\s+geçer\b|\belime\s+ne\s+kadar\s+geçer\b", ", how much do I get"),
    (r"(?i)\bkaç\s+(\w+)\s+var\b", lambda m: f"how many {_plural(m.group(1))} are there"),
    (r"(?i)\bkaç\s+(\w+)\b(?!\s+(?:did|kazan|harca))", lambda m: f"how many {_plural(m.group(1))}"),
    (r"(?i)\s+var(?=\s*[,.!]|\s*$)", ""), (r"(?i)\bne\s+var\b", "what is there"),
    (r"(?i)\botomatik\s+(?:yanıt|cevap)\s+(?:koy|aç|ayarla)\b", "put the automatic reply on"),
    (r"(?i)\botomatik\s+(?:yanıt|cevap)\b", "automatic reply"), (r"(?i)\btatildeyim\b", "I'm on holiday"), (r"(?i)\bekte\b", "attached"), (r"(?i)\bizindeyim\b", "I'm off"),
    (r"(?i)\bkim\s+geliyor\b", "who is coming"), (r"(?i)\bkim\s+gidiyor\b|\bkim\s+çıkıyor\b", "who is leaving"),
    (r"(?i)\bkim\s+çalışıyor\b", "who is working"), (r"(?i)\bkimde\b", "who has it"), (r"(?i)\bkimin\b", "whose"),
    (r"(?i)\bkim\b", "who"), (r"(?i)^(?P<t>(?:this|next|last)\s+week\s+|today\s+|tomorrow\s+)?(?P<x>[^,.?]+?)\s+ne\s+zaman\b",
                              lambda m: f"when is the {m.group('x')} {m.group('t') or ''}".rstrip()),
    (r"(?i)\bne\s+zaman\b", "when"), (r"(?i)\bne\s+yazıyordu\b|\bne\s+yazıyor\b", "what did it say"),
    (r"(?i)\b(\w+)\s+kısmında\b", r"in the \1 part"), (r"(?i)\bsigara\b", "smoking"),
    (r"(?i)\b(?:toplam\s+)?kaç\s+(\w+)\s+kazandı(k|m)\b", lambda m: f"how many {m.group(1)} did {'we' if m.group(2) == 'k' else 'I'} earn in total"),
    (r"(?i)\b(?:toplam\s+)?ne\s+kadar\s+kazandı(k|m)\b", lambda m: f"how much did {'we' if m.group(1) == 'k' else 'I'} earn in total"),
    (r"(?i)\b(?:toplam\s+)?ne\s+kadar\s+harcadı(k|m)\b", lambda m: f"how much did {'we' if m.group(1) == 'k' else 'I'} spend in total"),
    (r"(?i)\bkaçta\b", "at what time"), (r"(?i)\bkaç\s+para\b|\bne\s+kadar\b", "how much"), (r"(?i)\bkaç\b", "how many"),
    (r"(?i)\bingilizce\s+(kibarca\s+)?nasıl\s+(?:(\w+)\s+)?derim\b",
     lambda m: f"how do I {'politely ' if m.group(1) else ''}say {_SAID.get((m.group(2) or '').lower(), m.group(2) or 'it')} in English"),
    (r"(?i)\bnasıl\s+hayır\s+derim\b", "how do I say no"), (r"(?i)\bnasıl\s+derim\b", "how do I say"), (r"(?i)\bnasıl\b", "how"),
    (r"(?i)\bkibarca\b", "politely"), (r"(?i)\bingilizce\b", "in English"), (r"(?i)\bnerede\b|\bnerde\b|\bnereye\b", "where"), (r"(?i)\bhangi\b", "which"),
    (r"(?i)^(?P<x>.+?)\s+(?P<what>mesaj|mail|e-?posta|ödeme|fatura)\s+geldi\s+mi\s*\??\s*$", lambda m: f"any {_MAIL.get(m.group('what').lower(), 'email')} {m.group('x')}?"),
    (r"(?i)\bbulabilir\s+misin\b|\bbulur\s+musun\b", "can you find it"), (r"(?i)\b(?:olcaktı|olacaktı)\b", "should be"),
    # what is said to be done, the verb last: "takvime ekle", "takvimden sil", "rehbere kaydet", "sil onu", "bul"
    (r"(?i)(?<=\w)\s+takvime\s+(?:ekle|yaz|koy|kaydet|işle)\b", ", put it in the calendar"),
    (r"(?i)\btakvime\s+(?:ekle|yaz|koy|kaydet|işle)\b", "put it in the calendar"),
    (r"(?i)\btakvimden\s+(?:sil|çıkar|kaldır)\b", "delete it from the calendar"), (r"(?i)\btakvim(?:im)?\b", "calendar"),
    (r"(?i)\brehbere\s+(?:ekle|kaydet)\b", "save to contacts"), (r"(?i)\brehber(?:im)?de\b", "in my contacts"),
    (r"(?i)\blisteye\s+ekle\b", "add to the list"), (r"(?i)\blisteden\s+(?:çıkar|sil|kaldır)\b", "take it off the list"),
    (r"(?i)\bgiderlere\s+ekle\b", "add to the expenses sheet"), (r"(?i)\bgelirlere\s+ekle\b", "add to the income sheet"),
    (r"(?i)\bnot\s+(?:al|et)\s*:", "make a note:"), (r"(?i)\bnot\s+(?:al|et)\b", "make a note"),
    # "8 December Moda temizliği ekle": 8 December add the Moda cleaning
    (r"(?i)(?:^|(?<=[.:]\s))(?P<when>\d{1,2} [A-Z]\w+\s+|today\s+|tomorrow\s+)?(?P<what>[^,.:]+?)\s+ekle\b",
     r"\g<when>add \g<what>"),
    (r"(?i)(?:^|(?<=[,.:]\s))(?P<what>[^,.:]+?)\s+(?P<to>to\s+[^,.:]+?)\s+(?:ertele|taşı|kaydır|al|çek)\b", r"move \g<what> \g<to>"),
    (r"(?i)(?:^|(?<=[,.:]\s))(?P<what>[^,.:]+?)\s+(?P<with>with\s+[^,.:]+?)\s+paylaş\b", r"share \g<what> \g<with>"),
    (r"(?i)(?:^|(?<=[,.:;]\s))(?P<what>[^,.:;?]+?)\s+(?P<v>bul|sil|aç|iptal\s+et|kaydet|gönder|yazdır)\b(?!\s+onu)",
     lambda m: f"{_DONE[m.group('v').split()[0].lower()]} {m.group('what')}"),
    (r"(?i)\b(?:sil|kaldır)\s+onu\b|\bonu\s+(?:sil|kaldır)\b", "delete it"), (r"(?i)\biptal\s+oldu\b", "is cancelled"),
    (r"(?i)\biptal\s+et(?:ti)?\b", "cancel"), (r"(?i)\biptal\b", "cancel"), (r"(?i)\bsil\b", "delete"), (r"(?i)\bekle\b", "add"),
    (r"(?i)\bkaydet\b", "save"), (r"(?i)\bpaylaş\b", "share"), (r"(?i)\bertele\b|\btaşı\b", "move"), (r"(?i)\bdeğiştir\b", "change"),
    (r"(?i)\b(?:(?<=,\s)|^)bul\b", "find it"), (r"(?i)\bbul\b", "find"), (r"(?i)\baç\b", "open"), (r"(?i)\bgönder\b", "send"),
    (r"(?i)\bhazırla\b", "draft"), (r"(?i)\bişaretle\b", "mark"), (r"(?i)\b(tomorrow|today|\w+day)\s+geliyor\b", r"they're coming \1"),
    (r"(?i)\bgelcek\b|\bgelecek\b|\bgeliyor\b", "is coming"),
    (r"(?i)\b(\S+)\s+(\d+(?:[.,]\d+)?%)\s+kesiyor\b", r"\1 takes \2"), (r"(?i)\bkesiyor\b", "takes"), (r"(?i)\bkazandık\b", "we earned"), (r"(?i)\bvar\s+mı\b", "is there"), (r"(?i)\bmı\b|\bmi\b", ""),
    # things and small words: "Murat usta" (Murat Usta), "masaüstündeki" (on the desktop), "kapı kodu" (door code)
    (r"\b(?P<who>(?-i:[A-ZÇĞİÖŞÜ])\w+)\s+usta\b", r"\g<who> Usta"), (r"(?i)\bmasaüstün(?:deki|de)\s+(\S+)", r"\1 on the desktop"),
    (r"(?i)\bmasaüstü(?:nde)?\b", "the desktop"), (r"(?i)\bkapı\s+kodu\b", "door code"), (r"(?i)\badres\b", "address"),
    (r"(?i)\banahtar\s+kutuda\b", "the key is in the key box"), (r"(?i)\b(\S+)\s+dairenin\b", r"\1 flat's"),
    (r"(?i)\bwifi\s+(\S+)\s+şifre(?:si)?\s+", r"wifi \1 password "), (r"(?i)\b(\d+)\s*tl\b", r"\1 TL"),
    (r"(?i)\b(\w+)\s+modem\s+şifresini\b", r"the \1 modem password"),
    (r"(?i)\byeni\s+(?=" + _NOUN + ")", "new "), (r"(?i)\b" + _NOUN, _noun),
    (r"(?i)\b(at \d{1,2}(?::\d\d)?)\s+(?=(?:plumber|electrician|painter|boiler technician|accountant|guests?)\b)", r"\1 the "),
    (r"(?i)\byeni\b", "new"), (r"(?i)\bçok\s+güzel\b", "very nice"), (r"(?i)\bgüzel\b", "nice"), (r"(?i)\bçok\b", "very"),
    (r"(?i)\bve\b", "and"), (r"(?i)\bile\b", "with"), (r"(?i)\bama\b", "but"), (r"(?i)\bonu\b", "it"), (r"(?i)\bona\b", "to her"),
    (r"(?i)\biçin\b", "for"), (r"(?i)\btoplam\b", "total"), (r"(?i)\bbu\b", "this"), (r"(?i)\bdaha\b", "more"),
    # a time said first, then the question ("this week who is coming?"): the question first, as English asks
    (r"(?i)(?:^|(?<=[.!?]\s))(?P<t>" + _TIME_FIRST + r"(?:\s+from\s+\S+)?)\s+(?P<q>(?:who|what|when|how|which|where)\b[^,.?]*)",
     r"\g<q> \g<t>"),
    # English with a Turkish barber's words: "10 box Derby blade geldi, ekle", "Jamal wednesday 2 değil 4 o'clock yapalım, tamam?",
    # "Emre this week kaç booking var", "price list pdf nerde?", "kolonya price 8 pound yap"
    (r"(?i)\bcancel\s+etti\b", "cancelled"),
    (r"(?i)\b(\d{1,2}(?:[:.]\d\d)?)\s+değil\s+(\d{1,2}(?:[:.]\d\d)?(?:\s*o'?clock|\s*[ap]m)?)", r"\2 now not \1"),
    (r"(?i)[,\s]*\b(?:yapalım|tamam)\b\s*\??", " "),
    (r"(?i)^(?P<x>.+?)\s+price\s+[£$€]?(?P<p>\d+(?:\.\d\d)?)\s*(?:pounds?|quid|£)?\s+yap\s*[.!]*\s*$", r"change the \g<x> price to £\g<p>"),
    (r"\s+([,.?!])(?=\s|$)", r"\1"),
]


def turkish(text: str) -> bool:
    """Whether ``text`` has two words only Turkish has."""
    words = set(re.findall(r"[\w'’-]+", text.lower()))
    said = {w for w in words if w in _OWN or _OWN_LETTERS.search(w) or _OWN_STEMS.match(w)}
    return len(said) + len(_OWN_PHRASES.findall(text)) >= 2


def english(text: str) -> str:
    """``text`` with its Turkish read as English when it is Turkish; unchanged otherwise."""
    return phrasebook.read(text, _PHRASES) if turkish(text) else text
