"""Bahasa Indonesia and Bahasa Melayu in a request (as typed in chat, in Jakarta, Surabaya or by an Indonesian catering from
home in Perth; in Kuala Lumpur or by a Malaysian running a nasi lemak stall in Birmingham; with English mixed in) read as
English before it is planned: "minggu ini siapa aja yg blm bayar?" (who hasn't paid this
week), "tolong kirim email ke Sarah, bilang …" (send an email to Sarah saying …), "ingetin aku hari jumat beli daun pisang"
(remind me on friday to buy daun pisang), "arisan rabu dipindah ke jumat jam 7 malem" (move arisan from wednesday to friday
at 7pm), "tolong ditandai sudah bayar" (mark it paid), "pesanan baru dr Bu Wati: …" (new order: Wati, …). And Malay: "siapa blm bayar utk sabtu ni? nak msg dorg mlm ni" (who
hasn't paid for this saturday? I want to message them tonight), "tolong hantar email kat Dave Turner. bgtau …" (send an email
to Dave Turner saying …), "esok 2ptg jumpa Pak Din … masuk calendar" (tomorrow at 2pm meet Pak Din …, put it in the
calendar), "mak cik zah ada hutang lg ke dgn sy" (does Mak Cik Zah still owe me anything?), "Linda tak jadi ambik rendang
5hb tu. buang terus order dia" (Linda is no longer going to collect rendang on the 5th. delete their order).

Only a request with at least two words only Indonesian has is read so ("ya", "sama", "ada", "dia", "dong", "des" are in other
languages and names too). Chat shortenings are read whole ("yg": yang, "blm": belum, "brp": berapa, "utk": untuk, "jgn":
jangan, "tgl": tanggal), as are the titles people are called by ("Mbak Yuli", "Bu Wati", "Pak Agus": the name alone) and the
particles that say nothing to do ("ya", "dong", "sih", "deh"). "jam 7 malem" is 7pm, "jam 12 siang" 12pm, "11.30" half past
eleven, "4 des" 4 December. A message or note after its colon ("balasan otomatis …: Mohon maaf, …", "catet: …") stays as
typed, as do names, numbers and English words.

A request with a word only Malay has ("nak", "kat", "esok", "dorg", "tempahan", "tak") is read as Malay: its titles are part of
the name ("Kak Lina", "Mak Cik Zah"), "minggu" is a week, "buat" to make, "kat" to or at, "pkl 12 tgh hari" 12pm, "2ptg" 2pm,
"5hb" the 5th, "15 dis" 15 December, and its shortenings ("sy", "dorg", "lg", "sbb", "mcm", "dlm", "tp", "bg") are read whole."""

from __future__ import annotations

import re

from core.planner import minang, phrasebook

# Words only Bahasa Indonesia has (no English word, nor one of the other languages the requests are written in: not "ya",
# "sama", "ada", "dia", "dong", "des", "sore", "dari", "daftar", "alamat", "batal", "hari", "yang", "lagi", "sakit",
# "mana", which English, Spanish, Vietnamese, Persian, Arabic, Tagalog or names have too): two make a request Indonesian
_OWN = frozenset("""tolong siapa yg blm belum sudah udah udh sdh besok bsk lusa kemarin kmrn minggu aku saya gue kirim kirimin bilang
    bilangin bisa kamis rumah barusan utk untuk buat bwt brp berapa kira2 takut kurang belanja masukin masukkin
    stok porsi dipesen dipesan jadwal jadwalin biar pesanan pesen pesenan apa aja sih bikin bikinin jgn jangan dikirim dulu mau dibatalin
    batalin batalkan dibatalkan gak nggak ngga enggak tidak tdk rabu dipindah pindahin pindah jumat malem malam
    siang pagi dianter diantar anter antar ingetin ingatkan beli simpen simpan nomer nomor temen teman temennya kue
    bulan resep dimana cari cariin minta ganti gantiin pulang sampe sampai pasang balasan otomatis catet catat
    catatan alergi pake pakai senin selasa sabtu sekalian tagih tgl tanggal bnyk banyak makasih terima kasih tadi
    sekarang skrg nanti kapan dgn dengan juga saja ini itu ditandai tandai tandain bayar dibayar pelanggan harga
    uang duit gaji karyawan rapat acara hapus hapusin tambah tambahin kasih tahu geser jadi diskon trs terus kayak
    bagikan tunjukin lihat liat gimana bagaimana kenapa mereka kamu mbak bapak lunasin tambahkan jualan""".split())
_DAYS = {"senin": "monday", "isnin": "monday", "selasa": "tuesday", "rabu": "wednesday", "kamis": "thursday",
         "khamis": "thursday", "jumat": "friday", "jumaat": "friday", "ahad": "sunday",
         "jum'at": "friday", "sabtu": "saturday", "minggu": "sunday"}
_DAY = r"(senin|isnin|selasa|rabu|kamis|khamis|jum'?at|jumaat|sabtu|minggu|ahad)"
_MONTHS = {"jan": 1, "januari": 1, "feb": 2, "februari": 2, "mar": 3, "maret": 3, "apr": 4, "april": 4, "mei": 5,
           "jun": 6, "juni": 6, "jul": 7, "juli": 7, "agu": 8, "agt": 8, "ags": 8, "agustus": 8, "sep": 9, "sept": 9,
           "september": 9, "okt": 10, "oktober": 10, "nov": 11, "november": 11, "des": 12, "desember": 12,
           "mac": 3, "julai": 7, "ogos": 8, "dis": 12, "disember": 12}  # and the Malay months: "mac", "julai", "ogos", "dis"
_MONTH = r"(" + "|".join(sorted(_MONTHS, key=len, reverse=True)) + r")"
_PART = {"pagi": "am", "siang": "pm", "sore": "pm", "malem": "pm", "malam": "pm"}
_TITLE = r"(?:Mbak|Mba|Mas|Bu|Ibu|Pak|Bapak|Kak|Om|Tante|Bang|Dik|Cik|Ci|Koh)"
_THINGS = {"kue": "cakes", "pesanan": "orders", "acara": "party"}
_DID = {"ketik": "typed", "tulis": "wrote", "simpan": "saved", "simpen": "saved", "bikin": "made"}
_NAME = r"(?P<who>(?-i:[A-Z])[\w'-]*(?:\s+(?-i:[A-Z])[\w'-]*)?)"


def _day(m: re.Match) -> str:
    """A weekday said: "rabu" → wednesday."""
    return _DAYS[m.group("day").lower()]


def _date(m: re.Match) -> str:
    """A date said day and month: "4 des" → 4 December, "tgl 14 desember" → 14 December."""
    return f"{m.group(1)} {phrasebook.MONTH_NAMES[_MONTHS[m.group(2).lower()] - 1]}"


def _clock(m: re.Match) -> str:
    """An hour said with its part of the day: "jam 7 malem" → at 7pm, "jam 9 pagi" → at 9am, "jam 3" → at 3."""
    hour, minutes, part = m.group(1), m.group(2), (m.group(3) or "").lower()
    said = f"{hour}:{minutes}" if minutes else hour
    return f"at {said}{_PART.get(part, '')}"


_PARTICLES: phrasebook.Phrases = [
    # particles, greetings and thanks say nothing to do: "ya", "dong", "sih", "deh", "nih", "kok", "🙏", "makasih bnyk"
    (r"(?i)[,.\s]*\b(?:makasih|terima\s+kasih|trims|thx)(?:\s+(?:banyak|bnyk|ya))?\b[.!]?", " thank you. "),
    (r"(?i)[,\s]+\b(?:ya|yah|dong|sih|deh|nih|kok|lho|loh|kak|sayang)\b(?=\s*[?.!,](?![\w@])|\s*$)", ""),
    (r"\s*\bya\b(?=\s*[,?.!]?)", ""), (r"(?i)\b(?:aja|saja|ajah)\s+(?=sih\b)", ""), (r"(?i)^\s*(?:halo|hai|permisi)\b[,!]?\s*", ""),
    (r"(?i)\bsekalian\b", "while I'm at it"), (r"(?i)\bkira-?\s?kira\b|\bkira2\b|\bkurleb\b", "roughly"),
]
_TITLES: phrasebook.Phrases = [
    # titles before a name stay out: "Mbak Yuli" → Yuli, "Bu Wati" → Wati, "Pak Agus" → Agus
    (r"\b(tumpeng|pesanan|pesenan|orderan|kue|rumah|alamat|anak|suami|istri|acara|arisan|syukuran|tagihan|invoice)\s+"
     + _TITLE + r"\s+" + _NAME, r"\g<who>'s \1"),  # "tumpeng Bu Rina": Rina's tumpeng
    (r"\b" + _TITLE + r"\s+(?=[A-Z])", ""),
]
_FILE: phrasebook.Phrases = [
    # a file asked for: "file resep X yg dulu aku ketik di laptop dimana" (where is the X recipe file I typed on my laptop)
    (r"(?i)^\s*(?:file|dokumen)\s+(?:resep\s+(?P<rec>[^,.?!]{1,40}?)|(?P<what>[^,.?!]{1,40}?))\s+(?:yg|yang)\s+(?:dulu\s+)?(?:aku|saya|gue)\s+"
     r"(?P<did>ketik|tulis|simpan|simpen|bikin)\s+di\s+(?P<where>laptop|komputer|desktop|drive|hp)\s+(?:di\s*mana|dimana)\b",
     lambda m: f"where is the {m.group('rec') + ' recipe' if m.group('rec') else m.group('what')} file I "
     f"{_DID[m.group('did').lower()]} on my {m.group('where')}"),
]
_SHORTENED: phrasebook.Phrases = [
    # words shortened in chat, read whole first
    (r"(?i)\byg\b", "yang"), (r"(?i)\bblm\b|\bblom\b|\bbelom\b", "belum"), (r"(?i)\bbrp\b", "berapa"), (r"(?i)\butk\b|\bbwt\b", "untuk"),
    (r"(?i)\bjgn\b|\bjngn\b", "jangan"), (r"(?i)\btgl\b", "tanggal"), (r"(?i)\bdgn\b|\bdg\b", "dengan"), (r"(?i)\bsdh\b|\budh\b|\bdah\b", "sudah"),
    (r"(?i)\bsy\b", "saya"), (r"(?i)\bni\b", "ini"), (r"(?i)\bbsk\b", "besok"), (r"(?i)\bkmrn\b|\bkemaren\b", "kemarin"), (r"(?i)\bskrg\b|\bskrng\b", "sekarang"), (r"(?i)\btd\b", "tadi"),
    (r"(?i)\bbnyk\b", "banyak"), (r"(?i)\borg\b", "orang"), (r"(?i)\btrs\b|\bterus\b", "then"), (r"(?i)\bkyk\b|\bkayak\b|\bkaya\b|\bkek\b", "seperti"),
    (r"(?i)\bgak\b|\bga\b|\bnggak\b|\bngga\b|\benggak\b|\btdk\b|\bgk\b", "tidak"), (r"(?i)\bdr\b", "dari"), (r"(?i)\budah\b", "sudah"),
    (r"(?i)\bsampe\b|\bsmp\b|\bs/?d\b", "sampai"), (r"(?i)\bpake\b", "pakai"), (r"(?i)\bnomer\b|\bno\.?\s*hp\b|\bno\.?\s*telp?\b", "nomor"),
]
_REST: phrasebook.Phrases = [
    # dates and times: "hari ini", "besok", "lusa", "minggu depan", "tgl 4 des", "14 des sampe 3 jan", "jam 7 malem", "11.30"
    phrasebook.DAY_MONTH, phrasebook.DOTTED_TIME,
    (r"(?i)\b(?:tanggal\s+)?(\d{1,2})\s+" + _MONTH + r"\b", _date),
    (r"(?i)\bdari\s+(?=\d{1,2}\s+(?-i:[A-Z])[a-z]+\b)", "from "), (r"(?i)\bsampai\s+(?=\d{1,2}\s+(?-i:[A-Z])[a-z]+\b)", "to "),
    (r"(?i)\bjam\s+(\d{1,2})(?:[:.](\d\d))?(?:\s+(pagi|siang|sore|malem|malam))?\b", _clock),
    (r"(?i)\b(pagi|siang|sore|malem|malam)\s+ini\b", lambda m: "this morning" if m.group(1).lower() == "pagi" else "tonight"),
    (r"(?i)\bhari\s+ini\b", "today"), (r"(?i)\bbesok\s+pagi\b", "tomorrow morning"), (r"(?i)\bbesok\b", "tomorrow"),
    (r"(?i)\blusa\b", "the day after tomorrow"), (r"(?i)\bkemarin\b", "yesterday"), (r"(?i)\btadi\s+pagi\b", "this morning"),
    (r"(?i)\bminggu\s+ini\b", "this week"), (r"(?i)\bminggu\s+depan\b", "next week"), (r"(?i)\bminggu\s+(?:lalu|kemarin)\b", "last week"),
    (r"(?i)\bbulan\s+ini\b", "this month"), (r"(?i)\bbulan\s+depan\b", "next month"), (r"(?i)\bbulan\s+(?:lalu|kemarin)\b", "last month"),
    (r"(?i)\btahun\s+ini\b", "this year"), (r"(?i)\btahun\s+(?:lalu|kemarin)\b", "last year"), (r"(?i)\btahun\s+baru\b", "New Year"),
    (r"(?i)\bbulan\s+" + _MONTH + r"\b", lambda m: "in " + phrasebook.MONTH_NAMES[_MONTHS[m.group(1).lower()] - 1]),
    (r"(?i)\b(?:hari\s+|tiap\s+|setiap\s+)?" + _DAY.replace("(", "(?P<day>", 1) + r"\s+(?:depan|besok)\b", lambda m: "next " + _day(m)),
    (r"(?i)\b(?:hari\s+)?" + _DAY.replace("(", "(?P<day>", 1) + r"\s+(?:lalu|kemarin)\b", lambda m: "last " + _day(m)),
    (r"(?i)\b(?:hari\s+)?" + _DAY.replace("(", "(?P<day>", 1) + r"\s+(?:ini|ni)\b", lambda m: "this " + _day(m)),
    (r"(?i)\b(?:pada\s+)?(?:hari\s+)?" + _DAY.replace("(", "(?P<day>", 1) + r"\b", _day),
    (r"(?i)\bsekarang\b", "now"), (r"(?i)\bnanti\b", "later"), (r"(?i)\btadi\b", "earlier"), (r"(?i)\bbarusan\b", "just"),
    # whole requests said one way: "X dipindah ke Y" (move X to Y), "X batal" (X is cancelled), "pesanan baru dari X:"
    (r"(?i)^\s*(?P<what>[^,.?!:]{2,60}?)\s+(?:dipindah(?:in)?|pindah|digeser|diundur|dimajuin)\s+ke\b", r"move \g<what> to"),
    (r"\bmove\s+(?P<what>.+?)\s+(?P<day>monday|tuesday|wednesday|thursday|friday|saturday|sunday)\s+to\b", r"move \g<what> from \g<day> to"),
    (r"(?i)\b(?:pindahin|pindahkan|geser|undur)\s+(?P<what>[^,.?!:]{2,60}?)\s+ke\b", r"move \g<what> to"),
    (r"(?i)\bsudah\s+ada\s+(?:e-?mail|surel|pesan)\s+dari\b(?P<rest>[^?]*?)\s+belum\b", r"did I get an email from\g<rest>"),  # "udah ada
    # email dari Bandung Spice belum kak soal invoice bulan ini?": has one come
    (r"(?i)\b(?:pesanan|pesenan|order(?:an)?)\s+baru\s+dari\s+" + _NAME + r"\s*:", r"new order: \g<who>,"),  # "pesanan baru dr Bu Wati: 20 …"
    (r"(?i)\b(?:pesanan|pesenan|order(?:an)?)\s+baru\s+dari\b", "new order from"), (r"(?i)\b(?:pelanggan|customer)\s+baru\b", "new customer"),
    (r"(?i)\b(?:tolong\s+)?(?:tandai|tandain|tandakan)\s+" + _NAME + r"\s+(?:sudah\s+)?(?:bayar|lunas|dibayar)\b", r"mark \g<who> paid"),
    (r"(?i)\b(?:tolong\s+)?(?:di)?(?:tandai|tandain|tandakan)\s+(?:sudah\s+)?(?:bayar|lunas|dibayar)\b", "mark it paid"),
    (r"(?i)\b(?:tolong\s+)?(?:di)?(?:batalin|batalkan)\b(?=\s*[.!]?\s*$)", "cancel it"), (r"(?i)\b(?:di)?(?:batalin|batalkan)\b", "cancel"),
    (r"(?i)\b(?:tolong\s+)?(?:di)?(?:ganti|gantiin|ubah|ubahin)\b(?=\s*[.!]?\s*$)", "change it"),
    (r"(?i)\bbatal\b", "is cancelled"),
    # questions: "siapa aja yg belum bayar", "ada pesanan apa aja", "X ada email soal Y gak", "berapa", "dimana"
    (r"(?i)\bsiapa(?:\s+aja|\s+saja)?\s+yang\s+belum\s+(?:bayar|lunas|dibayar)\b", "who hasn't paid"),
    (r"(?i)\bsiapa(?:\s+aja|\s+saja)?(?:\s+yang)?\s+(?:kerja|masuk|shift|jaga)\b", "who is working"),
    (r"(?i)\bsiapa(?:\s+aja|\s+saja)?\s+yang\s+sudah\s+(?:bayar|lunas)\b", "who has paid"), (r"(?i)\bsiapa\s+aja\b|\bsiapa\s+saja\b", "who"),
    (r"(?i)\bsiapa\s+yang\b", "who"), (r"(?i)\bsiapa\b", "who"),
    (r"(?i)\b(?:aku|saya|gue|kita)\s+ada\s+(?:jadwal|acara|janji|agenda)\s+apa(?:\s+aja|\s+saja)?", "what do I have"),
    (r"(?i)\bada\s+(?:jadwal|acara|janji|agenda)\s+apa(?:\s+aja|\s+saja)?", "what is on"),
    (r"(?i)\bnomor\s+(?:hp\s+|telepon\s+|telp\s+|wa\s+)?" + _NAME + r"\s+berapa\b", r"what's \g<who>'s number"),
    (r"(?i)^\s*berapa\s+total\b", "what is the total of"),
    (r"(?i)\bada\s+(?P<what>\w+)\s+apa\s+(?:aja|saja)\b", r"what \g<what> are there"), (r"(?i)\bapa\s+(?:aja|saja)\b", "what"),
    (r"(?i)^\s*" + _NAME + r"\s+ada\s+(?:kirim\s+)?e-?mail\s+(?:soal|tentang|ttg|masalah)\b", r"did \g<who> send an email about"),
    (r"(?i)\bada\s+e-?mail\s+(?:dari\s+)?" + _NAME + r"\s+(?:soal|tentang|ttg)\b", r"did \g<who> send an email about"),
    (r"(?i)\btotal\s+yang\s+sudah\s+(?:lunas|bayar|dibayar)\b", "the total paid"),
    (r"(?i)\bjadi\s+berapa\b", "what does it come to"),
    (r"(?i)^\s*(?P<what>[^?.!,]{3,}?)\s+berapa\s*(?P<q>\?*)\s*$", r"how much is \g<what>?"),
    (r"(?i)\b(?P<what>[a-z]+)\s*(?:nya\s+)?berapa\s+(?P<unit>kg|gram|liter|kilo|porsi|box|lusin)\b", r"how many \g<unit> of \g<what> do I need"), (r"(?i)\bberapa\s+(kg|gram|liter|kilo|porsi|box|lusin)\b", r"how many \1 of"),
    (r"(?i)\bberapa\s+(?:ya\s*)?(?=[?.!]|$)", "how much is it"), (r"(?i)\bberapa\s+banyak\b|\bberapa\b", "how much"),
    (r"(?i)\b(?:di\s*mana|dimana)\b", "where is it"), (r"(?i)\bkapan\b", "when"), (r"(?i)\b(?:gimana|bagaimana)\b", "how"),
    (r"(?i)\bkenapa\b", "why"), (r"(?i)\s*\b(?:tidak|belum)\s*(?=\?)", ""),
    (r"(?i)(?<=\w)\s+apa\s+(?=\w)", " or "), (r"(?i)\bapa\b", "what"),
    # what is said to be done: "kirim email ke X, bilang …", "bikinin draft email buat X", "ingetin aku …", "masukin jadwal"
    (r"(?i)\b(?:tolong\s+)?(?:kirim(?:in|kan)?|kirimkan)\s+e-?mail\s+(?:ke|kepada|untuk|buat)\s+", "send an email to "),
    (r"(?i)\b(?:tolong\s+)?(?:bikin(?:in)?|buat(?:in|kan)?|tulis(?:in)?)\s+(?:draft|draf)\s+(?:e-?mail\s+)?(?:ke|untuk|buat|kepada)\s+",
     "write a draft email to "),
    (r"(?i)\b(?:tolong\s+)?(?:bikin(?:in)?|tulis(?:in)?)\s+e-?mail\s+(?:ke|untuk|buat|kepada)\s+", "write an email to "),
    (r"(?i)\bjangan\s+dikirim(?:\s+dulu)?\b", "don't send it yet"), (r"(?i)\b(?:aku|saya)\s+mau\s+cek(?:\s+dulu)?\b", "I want to check it first"),
    (r"(?i)\bbilang(?:in|kan)?\b|\bkasih\s+tau\b", "saying"),
    (r"(?i)\b(?:tolong\s+)?(?:ingetin|ingatkan|ingatin)\s+(?:aku|saya|gue)\s+(?P<when>(?:on\s+)?(?:today|tomorrow(?:\s+morning)?|the\s+day\s+after\s+tomorrow|"
     r"next\s+\w+|monday|tuesday|wednesday|thursday|friday|saturday|sunday|\d{1,2}\s+[A-Z][a-z]+)(?:\s+at\s+\d[\w:]*)?)\s+(?:untuk\s+)?",
     r"remind me \g<when> to "),
    (r"(?i)\b(?:tolong\s+)?(?:ingetin|ingatkan|ingatin)(?:\s+(?:aku|saya|gue))?(?:\s+untuk)?\b", "remind me to"),
    (r"(?i)[,\s]*\b(?:tolong\s+)?(?:masukin|masukkin|masukkan|catat|catet)\s+(?:ke\s+|di\s+)?(?:jadwal|kalender|calendar)\b", ", put it in the calendar"),
    (r"(?i)\bjadwalin\b", "put in the calendar"), (r"(?i)\bbiar\s+(?:tidak|jangan)\s+lupa\b", "so I don't forget"),
    (r"(?i)\b(?:tolong\s+)?(?:simpen|simpan)\s+nomor\s+(?:hp\s+|telepon\s+)?" + _NAME, r"save new contact \g<who>"),
    (r"(?i)\b(?:tolong\s+)?(?:simpen|simpan)\s+kontak\s+(?:baru\s+)?", "save new contact "),
    (r"(?i)\b(?:tolong\s+)?(?:share|bagikan|bagiin)\s+(?:ke|kepada|sama|dengan)\s+", "share with "),
    (r"(?i)\b(?:tolong\s+)?(?:pasang|nyalain|aktifin|aktifkan|set)\s+(?:balasan\s+otomatis|auto\s*reply)\s+(?:di|ke)\s+e-?mail\b",
     "set the auto reply on my email"),
    (r"(?i)\b(?:pasang|nyalain|aktifin|aktifkan|set)\s+balasan\s+otomatis\b|\bbalasan\s+otomatis\b", "set the auto reply"),
    (r"(?i)^\s*(?:catet|catat|tulis)\s*:", "make a note:"), (r"(?i)\b(?:tolong\s+)?(?:catet|catat)(?:in)?\b", "make a note"),
    (r"(?i)\b(?:tolong\s+)?(?:cari(?:in|kan)?|carikan)\s*(?:dong\s*)?(?=[?.!]|$)", "find it"), (r"(?i)\b(?:cari(?:in|kan)?|carikan)\b", "find"),
    (r"(?i)\b(?:tolong\s+)?(?:hapus|hapusin|buang)\s+(?P<what>.{1,40}?)\s+dari\s+(?:daftar|list)\b", r"take \g<what> off the list"),
    (r"(?i)\btake\s+(?P<what>.+?)\s+off\s+the\s+list\s+(?P<list>[a-z]+)\b", r"take \g<what> off the \g<list> list"),  # "… dari daftar arisan"
    (r"(?i)\b(?:hapus|hapusin)\s+(?:aja|saja)\s+(?:order|pesanan|pesenan)\s*(?:nya|-nya)\b", "just delete the order"),  # "cancel karedok buat Kamis 😢
    # hapus aja order nya"
    (r"(?i)\b(?:hapus|hapusin)\b", "delete"), (r"(?i)\b(?:tambah(?:in|kan)?)\s+(?P<what>.{1,40}?)\s+ke\b", r"add \g<what> to"),
    (r"(?i)\b(?:tambah(?:in|kan)?)\b", "add"), (r"(?i)\b(?:buka(?:in)?)\b", "open"), (r"(?i)\b(?:lihat|liat|cek)in\b", "check"),
    (r"(?i)\b(?:telpon|telepon|telp|nelpon|nelepon|telponin)\b", "call"), (r"(?i)\bsudah\s+siap\b", "is ready"), (r"(?i)\bsiap\b", "ready"),
    (r"(?i)\btukang\s+(?:servis|service|benerin)\s+(?P<what>mesin\s+\w+|ac|kulkas|oven|\w+)", r"the \g<what> technician"),
    (r"(?i)\bmesin\s+kopi\b", "coffee machine"), (r"(?i)\bmesin\s+cuci\b", "washing machine"), (r"(?i)\btukang\b", "the man"),
    (r"(?i)(?<!bank )\b(?:transfer|tf)\b", "transferred"), (r"(?i)\b(?-i:WA)\b", "messaged on WhatsApp"),
    (r"(?i)\bminta\b(?=.*\bjam\b|.*\bat\s+\d)", "wants"), (r"(?i)\bminta\b", "asks for"),
    (r"(?i)\bmau\s+(?:aku|saya)\s+tagih\b", "I want to chase them"), (r"(?i)\btagih\b", "chase the payment"),
    (r"(?i)\b(?:aku|saya|gue)\s+(?:mau\s+)?pulang\s+ke\b", "I'm going home to"), (r"(?i)\bpulang\b", "going home"),
    (r"(?i)\b(?:aku|saya|gue)\s+mau\s+belanja(?:\s+ke)?\b", "I'm going shopping at"), (r"(?i)\bbelanja\b", "shopping"),
    (r"(?i)\bbisa\s+diambil\b", "can be picked up"), (r"(?i)\b(?:dianter|diantar|anter|antar)(?:in)?\s+ke\b", "deliver to"),
    (r"(?i)\btakut\s+(?:tidak\s+)?(?:kurang|cukup)\b", "I'm afraid it won't be enough"),
    # things: "pesanan", "kue", "resep", "nomor", "beras", "daun pisang", "foto2"
    (r"\bsudah\s+(?:bayar|lunas|dibayar)\b", "paid"), (r"\bbelum\s+(?:bayar|lunas|dibayar)\b", "not paid yet"),
    (r"\blunas\b", "paid in full"), (r"\b(?:bayar|dibayar)\b", "pay"),
    (r"\b(?:pesanan|pesenan|orderan)\b", "orders"), (r"\b(?:pesen|pesan)\b(?=\s+(?:kue|makanan|nasi|\d))", "order"),
    (r"\b(?:dipesen|dipesan)\b", "ordered"), (r"\bporsi\b", "portions"), (r"\bstok\b", "stock"),  # "sabaraha porsi batagor yg dipesen …?"
    (r"\btinggal\b(?!\s+di\b)", "left"),  # "tahu tinggal 12 pcs ayeuna, update stok ya" (not "tinggal di": lives in)
    (r"\b([a-z]+)\s+(\d+)\s+lusin(?:\s*nya)?\b", r"the \2 dozen \1"),  # "risoles 5 lusin nya": the 5 dozen risoles
    (r"\b(\d+)\s+lusin\b", r"\1 dozen"), (r"\blusin\b", "dozen"), (r"\bfoto-?2\b|\bfoto-foto\b", "photos"),
    (r"\bresep\s+(?P<what>.{1,30}?)(?=\s+yang\b)", r"recipe for \g<what>"), (r"\bresep\b", "recipe"),
    (r"\bfile\s+(?P<what>[a-z][^,.?!]{1,40}?)\s+yang\s+dulu\s+(?:aku|saya)\s+ketik\s+di\s+", r"the \g<what> file I typed on my "),
    (r"\b(?:aku|saya)\s+ketik\b", "I typed"), (r"\bbanyak\b", "many"),
    (r"\bbeli\b", "buy"), (r"\brumah\b", "the house"), (r"\balamat(?:nya)?\s+sama\s+seperti\s+(?:kemarin|yesterday|dulu|biasa)\b", "same address as last time"),
    (r"\bsama\s+seperti\s+(?:kemarin|yesterday|dulu|biasa)\b", "same as last time"), (r"\bsama\s+seperti\b", "same as"), (r"\balamat\b", "address"),
    (r"\btemen(?:nya)?\s+" + _NAME, r"\g<who>'s friend"), (r"\bteman(?:nya)?\s+" + _NAME, r"\g<who>'s friend"),
    (r"\b(menu|kue|pesanan|orders|hampers|parcel|acara)\s+natal\b", lambda m: "Christmas " + _THINGS.get(m.group(1), m.group(1))),
    (r"\bnatal\b", "Christmas"), (r"\blebaran\b", "Eid"), (r"\balergi\b", "allergic to"),
    (r"\banak(?:nya)?\s+sakit\b", "her kid is sick"), (r"\bberas(?:\s*nya)?\b", "rice"), (r"\bharga(?:nya)?\b", "price"),
    (r"\bjadwal\b", "schedule"), (r"\bdaftar\b", "list"), (r"\bnomor\b", "number"), (r"\bdiskon\b", "discount"),
    (r"\bgaji\b", "wages"), (r"\buang\b|\bduit\b", "money"), (r"\bpelanggan\b", "customer"), (r"\bkue\b(?=\s*(?:for|untuk|buat|[,.?!]|$))", "cakes"),
    (r"\borang\b", "people"), (r"\brapat\b", "the meeting"), (r"\bjanji\b", "appointment"), (r"\bacara\b", "events"),
    (r"\bpesanan\s*nya\b|\borders\s*nya\b", "the order"), (r"\bkerja\b", "work"), (r"\b([a-z]+)\s+(besar|gede|kecil)\b", lambda m: ("small " if m.group(2) == "kecil" else "big ") + m.group(1)), (r"(?:^|(?<=[.?!]\s))lupa\s+(?=dia|aku|saya|she|he|I\b)", "I forgot whether "), (r"\blupa\b", "forgot"),
    # small words, last: "ke" (to), "di" (at), "dari" (from), "untuk" (for), "yang" (that), "nya" (the)
    (r"(?i)\b(?:tolong|mohon)\b", "please"), (r"(?i)\bbaru\b", "new"), (r"(?i)\bsoal\b|\btentang\b|\bttg\b", "about"),
    (r"(?i)\bdulu\b", "first"), (r"\bsama\s+(?=[A-Z])", "with "), (r"(?i)\bsama\b", "and"), (r"(?i)\bdan\b", "and"), (r"(?i)\batau\b", "or"), (r"(?i)\bjuga\b", "also"),
    (r"(?i)\bdi\s+(drive|laptop|komputer|desktop|hp)\b", r"on my \1"), (r"(?i)\bdi\s+rumah\b", "at the house"), (r"\bdi\s+(?=[A-Z])", "in "),
    (r"(?i)\bke\b", "to"), (r"(?i)\bdi\b", "at"), (r"(?i)\bdari\b", "from"), (r"(?i)\b(?:untuk|buat)\b", "for"), (r"(?i)\bdengan\b", "with"),
    (r"(?i)\byang\b", "that"), (r"(?i)\bsudah\b", "already"), (r"(?i)\bbelum\b", "not yet"), (r"(?i)\btidak\b", "not"),
    (r"(?i)\bjangan\s+(?=at\s|\d)", "not "), (r"(?i)\bjangan\b", "don't"), (r"(?i)\bpakai\b", "use"), (r"(?i)\bmau\s+bantu\b", "wants to help with"), (r"(?i)\bmau\s+(?=[a-z]+(?:\s+[a-z]+)?\s+(?:or|and)\b)", "wants "),
    (r"(?i)\bmau\b", "wants to"), (r"(?i)\bbisa\b", "can"),
    (r"(?i)\b(?:aku|saya|gue)\b", "I"), (r"(?i)\bkami\b|\bkita\b", "we"), (r"(?i)\bkamu\b", "you"), (r"(?i)\bmereka\b", "they"),
    (r"(?i)\bdia\b", "she"), (r"(?i)\bini\b", "this"), (r"(?i)\bitu\b", "that"), (r"(?i)\b(?:aja|saja)\b", "instead"),
    (r"(?i)\bada\b", "there is"), (r"(?i)\s*\bnya\b", ""), (r"(?i)\bsampai\b", "until"), (r"\s*🙏", ""),
]
_PHRASES = [*_PARTICLES, *_TITLES, *_FILE, *_SHORTENED, *_REST]

# Bahasa Melayu: words Malay has and Indonesian does not, one of which reads a request as Malay (titles kept as part of
# the name, "minggu" a week, "buat" to make, "kat" to or at); the Malay words two of which also make a request read so
_MALAY_MARKS = frozenset("""nak nk dorg diorang depa korang kat dkt hantar bgtau bagitau tgh ptg petang esok hutang sikit sbb ramai
    mcm macam lepas tempahan tempah khamis jumaat isnin ahad semalam tukar je jer bg dlm boleh blh gerai resit ambik asingkan makcik
    pakcik awak takde xde tak camne untung tanda kedai dah emel mesyuarat temujanji padam kongsi nombor encik puan nota""".split())
_MALAY_OWN = _MALAY_MARKS - {"tak", "je", "dah", "puan"}  # "tak" is Hindi, "je" Czech, "puan" Malaysian English too
_OWN = _OWN | _MALAY_OWN | frozenset("""mlm pkl pukul tengah ambil masuk masukkan masak kena buang letak sewa jual kalau satu
    tapi dalam jumpa pasal bungkus biji kampung cuti bagi apa2 nombor encik tahu jumlah pembekal""".split())
_M_MONTH = r"(januari|februari|mac|april|mei|jun|julai|ogos|september|oktober|november|disember)"  # said whole, a month alone
_M_PART = r"(pagi|pg|tengah\s*hari|tgh\s*hari|tengahari|tghari|petang|ptg|malam|mlm)"
_M_UNITS = {"bungkus": "packs", "biji": "pieces", "keping": "pieces", "kotak": "boxes", "dulang": "trays", "pek": "packs",
            "tin": "tins", "kg": "kg", "botol": "bottles", "balang": "jars", "loyang": "trays"}
_M_UNIT = r"(" + "|".join(_M_UNITS) + r")"
_M_DONE = {"confirm": "confirmed", "cancel": "cancelled", "book": "booked", "settle": "settled", "siap": "ready", "bayar": "paid"}
_M_GO = {"ambil": "collect", "datang": "come", "beli": "buy", "order": "order", "tempah": "order", "pergi": "go", "jumpa": "meet"}
_M_TITLE = r"(mak\s*cik|pak\s*cik|kak|abang|abg|pak|puan|encik|cik|tok|auntie|aunty|uncle)"


def _m_clock(m: re.Match) -> str:
    """An hour said the Malay way: "pkl 12 tgh hari" → at 12pm, "2ptg" → at 2pm, "pukul 9 pagi" → at 9am."""
    hour, minutes, part = m.group("h"), m.group("min"), re.sub(r"\s", "", (m.group("part") or "").lower())
    return f"at {hour}{':' + minutes if minutes else ''}{'' if not part else 'am' if part in ('pagi', 'pg') else 'pm'}"


def _m_titled(m: re.Match) -> str:
    """A person called by title, a name in Malay: "mak cik zah" → Mak Cik Zah, "kak lina" → Kak Lina."""
    title, name = m.group(1), m.group(2)
    if name.lower() in _OWN | _MALAY_MARKS:
        return m.group(0)
    return " ".join(w.capitalize() for w in title.split()) + " " + name.capitalize()


def _m_nth(m: re.Match) -> str:
    """A day said "5hb" (haribulan): on the 5th."""
    day = int(m.group(1))
    return f"on the {day}{'th' if 10 < day % 100 < 14 else {1: 'st', 2: 'nd', 3: 'rd'}.get(day % 10, 'th')}"


_MALAY_SHORT: phrasebook.Phrases = [
    # Malay particles and shortenings, read before the ones Indonesian shares: "ye", "lah", "sy", "dorg", "lg", "x jadi"
    (r"(?i)[,\s]+\b(?:ye|yer|yek|lah|la|kan|eh|ek)\b(?=\s*[?.!,]|\s*$)", ""), (r"(?i)\b(buang|padam|delete|batal(?:kan)?)\s+terus\b", r"\1"),
    (r"(?i)\bsy\b", "saya"), (r"(?i)\bni\b", "ini"), (r"(?i)\b(?:dorg|diorang|diaorang|dia\s+orang|depa)\b", "mereka"), (r"(?i)\bkorang\b", "kamu"),
    (r"(?i)\blg\b", "lagi"), (r"(?i)\bsbb\b", "sebab"), (r"(?i)\bmcm\b", "macam"), (r"(?i)\bdlm\b", "dalam"), (r"(?i)\btp\b", "tapi"),
    (r"(?i)\bbg\b", "bagi"), (r"(?i)\b(?:bgtau|bagitau|bagitahu|btau|beritau)\b", "beritahu"), (r"(?i)\bpkl\b", "pukul"),
    (r"(?i)\bjer\b", "je"), (r"(?i)\bnk\b", "nak"), (r"(?i)\bblh\b", "boleh"), (r"(?i)\bambik\b", "ambil"), (r"(?i)\bdkt\b|\bdekat\b", "kat"),
    (r"(?i)\b(?:x|tk)\s+(?=jadi|ada|nak|boleh|payah|perlu|dapat|sempat|bayar)", "tak "), (r"(?i)\b(?:takde|xde|tkde)\b", "tak ada"),
    (r"(?i)\be-?mel\b", "email"), (r"(?i)\bapa-?2\b|\bapa-apa\b", "any"),
]
_MALAY_PHRASES: phrasebook.Phrases = [
    (r"(?i)\b(?:save|simpan|simpen)\s+(?:no\.?|nombor|nomor|number)\s+(?:telefon\s+|tel\s+|fon\s+|hp\s+)?", "save new contact "),
    # a person called by title, the title kept: "mak cik zah" (Mak Cik Zah), "tempahan Kak Ros" (Kak Ros's order)
    (r"(?i)\b" + _M_TITLE + r"\s+(?!ada\b)([a-z][\w'-]+)", _m_titled),
    (r"\b(tempahan|order|pesanan|alamat|nombor|hutang|bil|invois)\s+(?P<who>(?:" + _M_TITLE.replace("(", "(?:", 1) + r"\s+)?"
     r"(?-i:[A-Z])[\w'-]*(?:\s+(?-i:[A-Z])[\w'-]*)?)", r"\g<who>'s \1"),  # "tempahan Kak Ros": Kak Ros's order
    # dates and times: "esok", "semalam", "pagi tadi", "mlm ni", "sabtu ni", "minggu lepas", "5hb", "15 dis - 5 jan", "2ptg"
    (r"(?i)\b(\d{1,2})\s*(?:hb|haribulan)\s+(?=" + _MONTH + r"\b)", r"\1 "), (r"(?i)\b(\d{1,2})\s*(?:hb|haribulan)\b(?:\s+(?:ini|ni|tu|itu)\b)?", _m_nth),
    (r"(?i)\b(\d{1,2}\s+" + _MONTH + r")\s*(?:-|–|hingga|sampai)\s*(\d{1,2}\s+" + _MONTH + r")\b", r"from \1 to \3"),
    (r"(?i)\b(\d{1,2}\s+" + _MONTH + r")\s+(?:tu|itu)\b", r"\1"),
    (r"(?i)\b(?:pukul|jam)\s*(?P<h>1[0-2]|0?\d)(?:[:.](?P<min>\d\d))?(?:\s*" + _M_PART.replace("(", "(?P<part>", 1) + r")?\b", _m_clock),
    (r"(?i)(?<![\w£$.:])(?P<h>1[0-2]|0?\d)(?:[:.](?P<min>\d\d))?\s*" + _M_PART.replace("(", "(?P<part>", 1) + r"\b", _m_clock),
    (r"(?i)\besok\s+pagi\b", "tomorrow morning"), (r"(?i)\besok\b", "tomorrow"), (r"(?i)\bsemalam\b", "yesterday"),
    (r"(?i)\bkelmarin\b", "the day before yesterday"), (r"(?i)\bhari\s+(?:ni|ini)\b", "today"),
    (r"(?i)\b(?:pagi\s+tadi|tadi\s+pagi)\b", "this morning"), (r"(?i)\b(?:petang|ptg)\s+(?:ni|ini)\b", "this afternoon"),
    (r"(?i)\b(?:malam|mlm)\s+(?:ni|ini)\b", "tonight"), (r"(?i)\bhujung\s+minggu\b", "the weekend"),
    (r"(?i)\b(minggu|bulan|tahun)\s+(ni|ini|depan|lepas|lalu)\b",
     lambda m: {"ni": "this", "ini": "this", "depan": "next", "lepas": "last", "lalu": "last"}[m.group(2).lower()] + " "
     + {"minggu": "week", "bulan": "month", "tahun": "year"}[m.group(1).lower()]),
    (r"(?i)\b(?:untuk|sampai|hingga)\s+bulan\s+" + _MONTH + r"\b", lambda m: "for " + phrasebook.MONTH_NAMES[_MONTHS[m.group(1).lower()] - 1]),
    (r"(?i)(?<!\d)(?<!\d\s)\b" + _M_MONTH + r"\b(?!\s*\d)", lambda m: phrasebook.MONTH_NAMES[_MONTHS[m.group(1).lower()] - 1]),
    (r"(?i)\bminggu\b", "week"), (r"(?i)\b" + _DAY.replace("(", "(?P<day>", 1) + r"\s+(?:ni|ini)\b", lambda m: "this " + _day(m)),
    (r"(?i)\b" + _DAY.replace("(", "(?P<day>", 1) + r"\s+lepas\b", lambda m: "last " + _day(m)),
    # questions: "siapa blm bayar", "X ada hutang lg ke dgn sy", "X ada email pasal Y ke?", "ada apa2 X tak", "X mana?"
    (r"(?i)\bsiapa(?:\s+yang)?\s+(?:belum|tak|tidak)\s+(?:bayar|settle)\b", "who hasn't paid"),
    (r"(?i)\bberapa\s+ramai\s+(\w+?)s?\s+(?:yang\s+)?(?:belum|tak|tidak)\s+bayar\b", r"how many \1s haven't paid"),
    (r"(?i)\bberapa\s+ramai\b", "how many"), (r"(?i)\bada\s+berapa\s+(\w+)", r"how many \1 are there"),
    (r"(?i)\b(?:saya\s+)?nak\s+tahu\b", "I want to know"), (r"(?i)\bjumlah\b", "the total of"),
    (r"(?i)\bsiapa(?:\s+yang)?\s+(?:masih\s+)?(?:ada\s+)?(?:berhutang|hutang)(?:\s+(?:lagi|dengan\s+saya|kat\s+saya))*", "who still owes me"),
    (r"(?i)^\s*(?P<who>[^,.?!]{2,40}?)\s+(?:masih\s+)?(?:ada\s+)?(?:berhutang|hutang)\s+(?:lagi\s+)?(?:ke\s+|tak\s+)?"
     r"(?:(?:dengan|kat|pada)\s+saya\b)?\s*(?:ke|tak)?\s*\??", r"does \g<who> still owe me anything?"),
    (r"(?i)^\s*(?P<who>[^,.?!]{2,40}?)\s+ada\s+(?:hantar\s+)?email\s+(?:pasal|fasal|tentang|berkenaan)\b", r"did \g<who> send an email about"),
    (r"(?i)\brasa\s+macam\s+(?P<when>[^,.?!]{2,30}?)\s+ada\s*(?=[.?!]|$)", r"I think there was one \g<when>"),
    (r"(?i)\brasa\s+macam\b", "I think"),
    (r"(?i)\b(saya|aku|kita)\s+ada\s+any\s+(\w+)\s*(?:tak|ke)?\b", lambda m: f"do {'we' if m.group(1).lower() == 'kita' else 'I'} have any {m.group(2)}s"),
    (r"(?i)\bada\s+any\s+(\w+)\s*(?:tak|ke)?\b", r"are there any \1s"), (r"(?i)\s+(?:tak|ke)\s*(?=\?|$)", ""),
    (r"(?i)\bberapa\s+" + _M_UNIT + r"\s+(?P<what>[^,.?!]{2,30}?)\s+(?:kena|perlu|mesti|nak)\s+(?P<do>buat|masak|beli|hantar|sediakan|siapkan|bungkus)\b",
     lambda m: f"how many {_M_UNITS[m.group(1).lower()]} of {m.group('what')} do I have to {_M_DO[m.group('do').lower()]}"),
    (r"(?i)\bberapa\s+(kg|gram|liter|kilo|cawan|sudu|tin|paket)\s+(?P<what>[a-z]+)\s*(?=[?.!,]|$)", r"how many \1 of \g<what> do I need"),
    (r"(?i)\bberapa\s+(?=tempahan|order|pesanan|orang|customer|pelanggan|bungkus|biji|kotak|pek)", "how many "),
    (r"(?i)\buntung\s+berapa\b|\bberapa\s+untung\b", "how much profit"), (r"(?i)\bpukul\s+berapa\b", "what time"),
    (r"(?i)^\s*(?P<what>[^?.!,]{2,50}?)\s+(?:kat\s+|di\s+)?mana\s*(?=\?)", r"where is the \g<what>"),
    (r"(?i)\blupa\s+(?:saya\s+)?(?:letak|simpan|save)\s+(?:dalam\s+|kat\s+)?(\w+)\s+mana\b", r"I forgot which \1 I put it in"),
    (r"(?i)\b(?:kat|di)\s+mana\b", "where"), (r"(?i)\bbila\b", "when"), (r"(?i)\b(?:camne|macam\s+mana)\b", "how"),
    # what is said to be done: "hantar email kat X, bgtau …", "buat draft email kat X", "tanda dah bayar", "masuk calendar"
    (r"(?i)\b(?:tolong\s+)?hantar\s+(?:satu\s+)?email\s+(?:kat|ke|kepada|pada|untuk)\s+", "send an email to "),
    (r"(?i)\b(?:tolong\s+)?(?:buat(?:kan)?|tulis(?:kan)?|sediakan)\s+(?:satu\s+)?(?:draft|draf)\s+(?:email\s+)?(?:kat|ke|kepada|untuk|pada)\s+",
     "write a draft email to "),
    (r"(?i)\bjangan\s+hantar(?:\s+dulu)?\b", "don't send it yet"), (r"(?i)\bnanti\s+saya\s+(?:baca|check|semak|tengok)\b", "I want to read it first"),
    (r"(?i)\bberitahu\s+(?:dia|mereka)\b|\bberitahu\b", "saying"),
    (r"(?i)\b(\d+\s+[a-z][^,.]{1,30}?)\s+dia\s+(?:sudah\s+)?siap\b", r"their \1 are ready"),
    (r"(?i)\bambil\s+kat\b", "collect from"), (r"(?i)\b(\w+)\s+saya\s+asingkan\b", r"I'll pack the \1 separately"),
    (r"(?i)\basingkan\s+(\w+)\b", r"pack the \1 separately"),
    (r"(?i)\b(?:tolong\s+)?tanda(?:kan)?\s+" + _NAME + r"\s+(?:sudah\s+)?(?:bayar|lunas|settle)\b", r"mark \g<who> paid"),
    (r"(?i)\b(?:tolong\s+)?tanda(?:kan)?\s+(?:sudah\s+)?(?:bayar|lunas|settle)\b", "mark it paid"),
    (r"(?i)\b(transfer|duit|bayaran|payment|wang)\s+(?:sudah\s+)?masuk\b", r"\1 came in"),
    (r"(?i)[,.]?\s*\b(?:tolong\s+)?(?:masuk(?:kan)?|letak|tambah)\s+(?:dalam\s+|kat\s+|ke\s+)?(?:calendar|kalendar|jadual|diari)\b",
     ", put it in the calendar"),
    (r"(?i)^\s*(?:tolong\s+)?(?:masuk(?:kan)?|tambah(?:kan)?|letak)\s+(?:dalam|kat|ke)\s+(?:google\s+)?(?:sheet|spreadsheet|excel)\s+"
     r"(?P<name>[^:]{1,40}?)\s*(?=:)", r"add a row to the \g<name> spreadsheet"),
    (r"(?i)\b(?:buat|tulis|simpan)\s+nota\b", "make a note"), (r"(?i)\bnota\b", "note"), (r"(?i)\bjumpa\s+kat\b", "met at"), (r"(?i)\bjumpa\b", "meet"), (r"(?i)^\s*(?:tempahan|order|oder)\s+baru\s*[-:,]\s*", "new order: "),
    (r"(?i)\b(?:share|kongsi(?:kan)?)\s+(?P<what>.{1,40}?)\s+(?:kat|dengan|ke|kepada|pada)\s+", r"share \g<what> with "),
    (r"(?i)\b(?:boleh\s+)?view\s+je\b", "view only"), (r"(?i)\bjangan\s+bagi\s+(?:dia\s+|mereka\s+)?edit\b", "no edit access"),
    (r"(?i)\btak\s+jadi\s+(?:nak\s+)?(ambil|datang|beli|order|tempah|pergi|jumpa)\b", lambda m: f"is no longer going to {_M_GO[m.group(1).lower()]}"),
    (r"(?i)\btak\s+jadi\b", "is cancelled"), (r"(?i)\b(?:buang|padam)\b", "delete"),
    (r"(?i)\bsudah\s+(confirm|cancel|book|settle)\b", lambda m: "is " + _M_DONE[m.group(1).lower()]),
    (r"(?i)\bmereka\s+(email|call|whatsapp|wasap|mesej|text)\b", lambda m: f"they {m.group(1).lower().replace('wasap', 'whatsapp')}ed"),
    (r"(?i)\b(msg|mesej|call|email|whatsapp|beritahu|contact)\s+mereka\b", r"\1 them"),
    (r"(?i)^\s*(?P<what>[^,.?!:]{2,60}?)\s+(?:tukar|alih|anjak|pindah)(?:kan)?\s+ke\s+(?=(?:this|next|tomorrow|today|at|on|\d)\b|"
     r"(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)\b|" + _DAY + r"\b)", r"move \g<what> to "),
    (r"(?i)\btukar(?:kan)?\s+(?:jadi|ke|kepada)\b", "change it to"), (r"(?i)\btukar(?:kan)?\s+(.{1,40}?)\s+(?:jadi|kepada)\b", r"change \1 to"),
    (r"(?i)\btukar(?:kan)?\b", "change"), (r"(?i)\b(?:alih(?:kan)?|anjak(?:kan)?)\s+(.{1,40}?)\s+ke\b", r"move \1 to"),
    (r"(?i)(?:^|(?<=[.!?]\s))\s*nak\b", "I want to"), (r"(?i)\bsaya\s+nak\b", "I want to"), (r"(?i)\bmereka\s+nak\b", "they want to"),
    (r"(?i)\bnak\b", "wants to"), (r"(?i)\bkalau\s+(?:saya\s+)?jual\b", "if I sell"), (r"(?i)\bkos\s+satu\b", "the cost of one is"),
    (r"(?i)\b(?:saya|aku)\s+balik\s+kampung\b", "I'm going back home"), (r"(?i)\bbalik\s+kampung\b", "going back home"),
    (r"(?i)\bada\s+(?:dalam|kat)\s+(laptop|komputer|pc|drive|phone|fon|hp)\s+(?:ni|ini)\b", r"it's on this \1"),
    # things and small words, Malay, last: "tempahan" (order), "resit sewa" (rent receipt), "20 biji" (20 pieces), "kat" (at)
    (r"\b(?:tempahan|tempah)\b", "order"), (r"\bresit\s+sewa\s+(?!last|this|next|for|from)(\w+)", r"\1 rent receipt"), (r"\bresit\s+sewa\b", "rent receipt"), (r"\bresit\b", "receipt"), (r"\bfail\b(?=\s+(?:resit|receipt|rent|invois|menu|gambar|\w+\s+(?:rent|receipt)))", "file"),
    (r"\bsewa\b", "rent"), (r"\b(receipt|invoice|bill|rent)\s+(?=(?:" + "|".join(phrasebook.MONTH_NAMES) + r")\b)", r"\1 for "), (r"(?i)\b(\d+)\s*" + _M_UNIT + r"\b", lambda m: f"{m.group(1)} {_M_UNITS[m.group(2).lower()]}"),
    (r"\bbungkus\b", "packs"), (r"\bgerai\b", "stall"), (r"\bkedai\b", "shop"), (r"\bhutang\b", "owes"), (r"\buntung\b", "profit"),
    (r"\bkos\b", "cost"), (r"\bmesyuarat\b", "meeting"), (r"\btemu\s*janji\b", "appointment"), (r"\bpembekal\b", "supplier"),
    (r"\b(order|nombor|alamat|email|duit|bil)\s+dia\b", r"their \1"), (r"\bnombor\b", "number"),
    (r"(?i)\b(\w+)\s+besar\s+sikit\b", r"a bigger \1"), (r"(?i)\b(\w+)\s+kecil\s+sikit\b", r"a smaller \1"), (r"(?i)\bsikit\b", "a bit"),
    (r"(?i)\bsebab\b", "because"), (r"(?i)\bramai\b", "lots of"), (r"(?i)\bpasal\b|\bfasal\b", "about"), (r"(?i)\bmasak\b", "cook"),
    (r"(?i)\bbuat\b", "make"), (r"(?i)\bbaca\b", "read"), (r"(?i)\bjual\b", "sell"), (r"(?i)\bkena\b", "have to"),
    (r"(?i)\bperlu\b", "need to"), (r"(?i)\bboleh\b", "can"), (r"(?i)\bhantar\b", "send"), (r"(?i)\bambil\b", "collect"),
    (r"(?i)\bmasuk\b", "put in"), (r"(?i)\bletak\b", "put"), (r"(?i)\bkat\b", "at"), (r"(?i)\bdalam\b", "in"), (r"(?i)\btapi\b", "but"),
    (r"(?i)\bje\b", "only"), (r"(?i)\blagi\b", "more"), (r"(?i)\bsatu\b", "one"), (r"(?i)\btak\b", "not"), (r"(?i)\bbagi\b", "give"),
    (r"(?i)\bawak\b", "you"), (r"(?i)\b(?:ni|ini)\b", "this"), (r"(?i)\b(?:tu|itu)\b", "that"), (r"(?i)\bmereka\b", "they"),
]
_M_DO = {"buat": "make", "masak": "cook", "beli": "buy", "hantar": "send", "sediakan": "prepare", "siapkan": "get ready",
         "bungkus": "pack"}
_MALAY_READ = [*_PARTICLES, *_MALAY_SHORT, *_SHORTENED, *_MALAY_PHRASES, *_FILE, *_REST]
# A message or note said after its colon stays as typed: "balasan otomatis di email: Mohon maaf, …", "catet: Bu Rina …", and
# the row put in a sheet: "masukkan dlm sheet Kos Bahan: 23/11, beras basmati 10kg, …"
_SAID = re.compile(r"(?i)\b(?:balasan\s+otomatis|auto\s*reply|catet|catat|tulis(?:in)?|isi(?:nya)?|pesannya|bilang(?:in)?|"
                   r"(?:masuk(?:kan)?|tambah(?:kan)?|letak)\s+(?:dalam|dlm|kat|ke)\s+(?:google\s+)?(?:sheet|spreadsheet))\b[^:]{0,40}:\s*")


def indonesian(text: str) -> bool:
    """Whether ``text`` has two words only Bahasa Indonesia (or Bahasa Melayu) has."""
    return phrasebook.two_own_words(text, _OWN)


def malay(text: str) -> bool:
    """Whether ``text``, read as Indonesian, is written in Bahasa Melayu: it has a word only Malay has ("nak", "kat", "esok")."""
    return bool({w.lower() for w in re.findall(r"[\w'’-]+", text)} & _MALAY_MARKS)


def english(text: str) -> str:
    """``text`` read as English when it is written in Bahasa Indonesia or Melayu (a message after its colon kept); unchanged otherwise."""
    said = minang.minang(text)
    text = minang.as_indonesian(text, indonesian(text))  # "sia se nan alun bayar?": "siapa saja yang belum bayar?"
    if not (said or indonesian(text)):
        return text
    phrases = _MALAY_READ if malay(text) else _PHRASES
    said = _SAID.search(text)
    if said:
        return phrasebook.read(text[:said.end()], phrases).rstrip(":") + ": " + text[said.end():]
    return phrasebook.read(text, phrases)
