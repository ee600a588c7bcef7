"""Minangkabau (Baso Minang, as a Padang restaurant in Leeds types it) written as the Bahasa Indonesia it is close to,
before indonesian.py reads that as English: "sia se nan alun bayar?" (siapa saja yang belum bayar: who hasn't paid),
"ingekkan ambo order beras … hari Rabu" (ingatkan saya: remind me …), "santan tingga bara kaleng lai?" (how many tins are
left), "Dani batal pesanan baisuak, hapus se" (delete it). Only a request with a word only Minang has is read so."""

from __future__ import annotations

import re

from core.planner import phrasebook

# Words only Minang has among the languages the requests are written in
_OWN = frozenset("ambo alun ingekkan baisuak lupo masuak tingga".split())
_AS_INDONESIAN: phrasebook.Phrases = [
    (r"(?i)^\s*jadwal\s+(?:ambo|awak)\s+(\w+(?:\s+ko)?)\s+apo(?:\s+se)?\b", r"what is on \1"),  # "jadwal ambo baisuak apo se?"
    (r"(?i)\bapo\b", "apa"), (r"(?i)\bsia\s+se\b", "siapa saja"), (r"(?i)\bsia\b", "siapa"), (r"(?i)\bnan\b", "yang"), (r"(?i)\balun\b", "belum"),
    (r"(?i)\bambo\b", "saya"), (r"(?i)\bingekkan\b", "ingatkan"), (r"(?i)\bbaisuak\b", "besok"), (r"(?i)\blupo\b", "lupa"),
    (r"(?i)\bmasuak\b", "masuk"), (r"(?i)\btingga\b", "tinggal"), (r"(?i)\bado\b", "ada"),
    (r"(?i)\bindak\b", "tidak"), (r"(?i)\b(hari|bulan|minggu)\s+ko\b", r"\1 ini"), (r"(?i)\s+\blai\b(?=\s*[?.!]|\s*$)", ""),
    (r"(?i)\bka\b(?=\s+(?:stok|stock|sheet|(?-i:[A-Z])))", "ke"), (r"(?i)\s+\b(?:se|yo|ka)\b(?=\s*[?.!,]|\s*$)", ""),
]
# … and Minang's "bara" (how much), read only in a request Indonesian already ("total jualan minggu lalu bara?"): "bara brith" is Welsh
_READ_WHEN_INDONESIAN = [(r"(?i)\bbara\b(?!\s+brith\b)", "berapa"),
         # and its questions as English: "santan tingga bara kaleng lai?" (how many tins of santan are left), "ado email dari X?"
         (r"(?i)^\s*(?P<what>[\w ]{2,30}?)\s+tinggal\s+berapa\s+(?P<unit>[a-z]+)\b", r"how many \g<unit> of \g<what> are left"),
         (r"(?i)^\s*ada\s+e-?mail\s+dari\b", "is there an email from"),
         (r"(?i)^\s*(?:stok|stock)\s+apa\s+(?:yang|yg)\s+(?:tinggal\s+sedikit|hampir\s+habis)\b", "what stock is running low"),  # "stok apa yang
         # tinggal sedikit mas? under 5 i think"
         # "catat pesanan baru: Bu Lastri, …" (new order: …), "simpan nomor baru: Mas Joko, …" (a new contact), "Dani batal pesanan
         # baisuak, hapus se" (Dani cancelled the order for tomorrow, delete it)
         (r"(?i)^\s*(?:catat|catet)(?:in|kan)?\s+(?:pesanan|pesenan|order(?:an)?)\s+baru\s*:", "new order:"),
         (r"(?i)^\s*(?:tolong\s+)?(?:simpen|simpan)\s+nomor\s+baru\s*:", "save new contact:"),
         (r"^\s*(?P<who>[A-Z][\w'-]+(?:\s+[A-Z][\w'-]+)?)\s+batal\s+(?:pesanan|pesenan|order(?:an)?)\b", r"\g<who> cancelled the order for")]


def minang(text: str) -> bool:
    """Whether ``text`` has a word only Minang has."""
    return bool({w.lower() for w in re.findall(r"[\w'’-]+", text)} & _OWN)


def as_indonesian(text: str, indonesian: bool) -> str:
    """``text`` with its Minang words as Indonesian: all of them when it has a word only Minang has, "bara" when it is
    ``indonesian`` already; unchanged otherwise."""
    said = minang(text)
    if said:
        text = phrasebook.read(text, _AS_INDONESIAN)
    return phrasebook.read(text, _READ_WHEN_INDONESIAN) if said or indonesian else text
