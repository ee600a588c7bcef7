"""Vietnamese in an English request (as typed in a Vietnamese-American salon or shop, or without its accents by a pho
restaurant owner in Hackney) read as English before it is planned: "thứ 4 ai book vậy em" (who booked Wednesday), "chị
Linh tuần này làm bao nhiêu tiếng" (how many hours did Linh work this week), "nhắc chị pay sales tax trước dec 20" (remind
me to pay sales tax before dec 20), "tìm cái flyer black friday năm ngoái em làm" (find the black friday flyer I made last
year); and typed plain: "toi thu 6 ai dat ban?" (who has booked a table Friday evening), "nhac em thu 4 goi Gary" (remind
me Wednesday to call Gary), "huy ban cua Olivia Grant toi thu 7" (cancel Olivia Grant's booking Saturday evening).

Only a request with a lower-case word spelled with a letter only Vietnamese has (ơ, ư, đ, ạ, ấ, ồ …) or with "bao nhiêu",
or typed plain with two words or phrases only Vietnamese has ("nguoi", "khong", "duoc", "thu 6", "dat ban"), is read so.
Each phrase is written with its accents and read as typed or without them ("tuần trước": tuan truoc); where the plain
spellings meet, the phrase decides ("tối thứ 6": Friday evening, "không tới được": can't come, "7h tối": 7pm). The kinship
words people are called by (chị, anh, cô, em …) are dropped before a capitalised name and read as "me" after a verb ("nhắc
chị": remind me); sentence particles (vậy, nhé, nha, ạ) say nothing of what to do. A message or note list after its colon
("them vao note di cho: hanh la, …"), capitalised words, numbers, file names and English words stay as typed."""

from __future__ import annotations

import re
import unicodedata

from core.planner import phrasebook

_OWN_LETTERS = re.compile(r"[ăĩũơưđạảấầẩẫậắằẳẵặẹẻẽếềểễệỉịọỏốồổỗộớờởỡợụủứừửữựỳỵỷỹ]")
# Vietnamese typed without accents: words no English (nor other language's) word is spelled as, and phrases ("thu 6":
# Friday, "dat ban": book a table, "tao doc moi": create a new doc); two of them make a request Vietnamese
_OWN_PLAIN = frozenset("""nhieu tuan truoc tieng luong luon thang nguoi chua thung nuoc giup minh tien chieu khoan chuyen
    nhac xuong luu bep khong duoc khach nau tren vao lich giao cua binh chay phu vua sdt xem hanh chanh rau thom tinh
    hom xoa cuoc lanh ngay viec nghi thoai muon phai biet chep xong nhan nao doi tim""".split())
_OWN_PHRASES = [re.compile(p) for p in (r"\bthu\s+[2-7](?!\w)", r"\bchu\s+nhat\b", r"\bdat\s+ban\b", r"\bbao\s+nhieu\b",
                                         r"\bcam\s+on\b", r"\bluu\s+so\b", r"\bai\s+lam\b", r"\bco\s+ay\b", r"\btao\s+(?:doc|file|sheet|note|folder)\b",
                                         r"\b(?:doc|file|sheet|note|folder)\s+moi\b", r"\bco\s+ai\b", r"\bnhac\s+(?:chi|em|anh|minh)\b",
                                         r"\bmay\s+chai\b", r"\bcon\s+may\b", r"\bso\s+dt\b", r"\b(?:anh|chi)\s+(?-i:[A-Z])", r"\bdoi\s+(?:so|tu)\b", r"\bso\s+moi\b",
                                         r"\bco\s+e-?mail\b", r"\btim\s+file\b", r"\b(?:add|them)\s+vo\b", r"\blam\s+dc\b")]
_KIN = r"(?:chị|anh|cô|chú|bác|em|bà|ông|dì)"
_ME = r"(?:chị|anh|em|mình|tôi)"
_WEEKDAYS = {"2": "Monday", "hai": "Monday", "3": "Tuesday", "ba": "Tuesday", "4": "Wednesday", "tu": "Wednesday",
             "5": "Thursday", "nam": "Thursday", "6": "Friday", "sau": "Friday", "7": "Saturday", "bay": "Saturday"}
_DAY = r"(?:Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday|today|tomorrow|this\s+week|next\s+week|last\s+week)"
_THINGS = {"may lanh": "air-con", "dieu hoa": "air-con", "tu lanh": "fridge", "bep": "cooker", "ong nuoc": "pipe"}
_PARTS = {"sang": "morning", "chieu": "afternoon", "toi": "evening"}
_NAME = r"(?P<who>[A-Z][\w'-]*(?:\s+(?!(?:Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday)\b)[A-Z][\w'-]*)*)"


def _plain(text: str) -> str:
    """``text`` without its accents: "thứ sáu" → thu sau, "đặt" → dat."""
    return "".join(c for c in unicodedata.normalize("NFD", text) if not unicodedata.combining(c)).replace("đ", "d").replace("Đ", "D")


def _either(pattern: str) -> str:
    """``pattern`` with each accented letter matched as typed or without its accents: "tuần" → tu[ầa]n."""
    return "".join(f"[{c}{_plain(c)}]" if _plain(c) != c else c for c in pattern)


def _clock(m: re.Match) -> str:
    """An hour said the Vietnamese way: "3h chiều" → 3pm, "8h30 tối" → 8:30pm, "9h sáng" → 9am, "7h" → 7:00."""
    hour, minutes, part = m.group(1), m.group(2), _plain(m.group(3) or "")
    said = f"{hour}:{minutes}" if minutes else hour
    return said + ("am" if part == "sang" else "pm" if part else ("" if minutes else ":00"))


# Phrases read whole, in order (the longer first)
_PHRASES_SAID: list[tuple[str, object]] = [
    (rf"\b{_KIN}\s+(?=[A-Z])", ""),
    (r"\blần\s+thứ\s+(\d)\b", lambda m: {"1": "the first", "2": "the second", "3": "the third"}.get(m.group(1), f"the {m.group(1)}th") + " time"),
    (r"\btối\s+thứ\s+(2|3|4|5|6|7|hai|ba|tư|năm|sáu|bảy)\b", lambda m: _WEEKDAYS[_plain(m.group(1))] + " evening"),
    (r"\bthứ\s+(2|3|4|5|6|7|hai|ba|tư|năm|sáu|bảy)\s+(?:vừa\s+rồi|trước|tuần\s+trước)\b", lambda m: "last " + _WEEKDAYS[_plain(m.group(1))]),
    (r"\bthứ\s+(2|3|4|5|6|7|hai|ba|tư|năm|sáu|bảy)\s+này\b", lambda m: "this " + _WEEKDAYS[_plain(m.group(1))]),
    (r"\bthứ\s+(2|3|4|5|6|7|hai|ba|tư|năm|sáu|bảy)\s+(?:tới|sau)\b", lambda m: "next " + _WEEKDAYS[_plain(m.group(1))]),
    (r"\bthứ\s+(2|3|4|5|6|7|hai|ba|tư|năm|sáu|bảy)\b", lambda m: _WEEKDAYS[_plain(m.group(1))]), (r"\bchủ\s+nhật\b", "Sunday"),
    (r"\btuần\s+này\b", "this week"), (r"\btuần\s+(?:sau|tới)\b", "next week"), (r"\btuần\s+trước\b", "last week"),
    (r"\btháng\s+này\b", "this month"), (r"\btháng\s+(?:sau|tới)\b", "next month"), (r"\btháng\s+trước\b", "last month"),
    (r"\bnăm\s+ngoái\b", "last year"), (r"\bhôm\s+nay\b", "today"), (r"\bsáng\s+nay\b", "this morning"), (r"\btối\s+nay\b", "tonight"),
    (r"\b(?:ngày\s+)?mai\b", "tomorrow"), (r"\bhôm\s+qua\b", "yesterday"),
    # a salon's words: "khach mai co ai?" (which clients tomorrow), "red gel con may chai" (how many bottles of red gel are left),
    # "Hoa doi so moi 07723 …" (Hoa has a new number), "co email Treatwell ve payout chua" (has Treatwell emailed about the payout
    # yet), "Trang lam ngay nao" (which days does Trang work), "Jess doi tu wed qua fri" (Jess moved from Wednesday to Friday)
    (r"^\s*khách\s+(?P<when>tomorrow|today|(?:ngày\s+)?mai|hôm\s+nay|thứ\s+\d)\s+có\s+ai\b", r"who's booked \g<when>"),
    (r"^\s*(?P<what>[\w ]{2,30}?)\s+còn\s+mấy\s+chai\b", r"how many bottles of \g<what> are left"),
    (r"\bcòn\s+mấy\s+chai\b", "how many bottles are left"), (r"\b(\d+)\s+chai\b", r"\1 bottles of"),
    (r"\bvừa\s+nhận\b", "just got in"), (r"\b(?:add|thêm)\s+vô\s+(?=(?:sheet|note|file|list|stock)\b)", "add to the "),
    (r"\b(?:add|thêm)\s+vô\b", "add them on"), (r"\bvô\b", "into"),
    (rf"^\s*số\s+(?:đt|điện\s+thoại)\s+{_KIN}?\s*(?P<who>[A-Z][\w'-]*)", r"what's \g<who>'s number"),
    (r"\bđổi\s+số\s+mới\b", "has a new number"), (r"\bsố\s+mới\b", "new number"),
    (r"^\s*có\s+(?P<mail>e-?mail|mail)\s+(?P<who>[A-Z][\w'-]*)\s+về\s+(?P<what>[^?]+?)\s+chưa\s*\??\s*$",
     r"has \g<who> sent an \g<mail> about \g<what> yet?"),
    (r"^\s*(?P<who>[A-Z][\w'-]*)\s+làm\s+(?:ngày|hôm)\s+nào\b", r"which days does \g<who> work"),
    (r"\bđổi\s+từ\s+(?P<a>\w+)\s+(?:qua|sang)\s+(?P<b>\w+)", r"moved from \g<a> to \g<b>"),
    (r"\btìm\s+file\s+(?P<what>[\w ]{2,30}?)\s+mới\b", r"find the new \g<what> file"),
    (rf"[,;]?\s*(?:{_KIN}\s+)?(?P<who>[A-Z][\w'-]*)\s+làm\s*$", r" with \g<who>"),  # "…, chi Hoa lam": Hoa does it
    (r"\blàm\s+(?:được|dc)\b", "took"), (r"\bxóa\s+đi\b", "delete it"),
    (r"\b(\d{1,2})h(\d\d)?(?:\s+(sáng|chiều|tối|trưa))?(?!\w)", _clock),  # "3h chiều": 3pm, "8h30 tối": 8:30pm
    (r"\btừ\s+(?=\d)", "from "), (r"(?<=\d)\s+đến\s+(?=\d)", " to "),
    # "chị Linh tuần này làm bao nhiêu tiếng": how many hours did Linh work; "sat Thu make bao nhiêu tip": how much tip did Thu make
    (r"^\s*(?P<who>[A-Z][\w'-]*)\s+(?P<when>[\w ]{0,20}?)\s*làm\s+bao\s+nhiêu\s+(?:tiếng|giờ)\b",
     r"how many hours did \g<who> work \g<when>"),
    (r"^\s*(?P<when>[a-z][\w ]{0,20}?)\s+(?P<who>[A-Z][\w'-]*)\s+làm\s+bao\s+nhiêu\s+(?:tiếng|giờ)\b", r"how many hours did \g<who> work \g<when>"),
    (r"^\s*(?P<when>[\w ]{0,20}?)\s*(?P<who>[A-Z][\w'-]*)\s+(?:make|làm|kiếm)\s+bao\s+nhiêu\s+(?P<what>tips?|tiền)\b",
     r"how much \g<what> did \g<who> make \g<when>"),
    (r"\btính\s+lương\s+luôn\b", "and work out the pay too"), (r"\btính\s+lương\b", "work out the pay"),
    (r"\bcó\s+ai\s+đặt\s+bàn\s+không\b", "ai đặt bàn"),  # "mai co ai dat ban khong": who booked a table for tomorrow
    (r"\bai\s+làm\s+ca\s+(sáng|chiều|tối)\b", lambda m: f"who is working the {_PARTS[_plain(m.group(1))]} shift"),
    (r"\bai\s+làm\b", "who is working"),
    (r"^\s*(?P<when>[\w ]{3,20}?)\s+ai\s+đặt\s+bàn\b", r"who booked a table for \g<when>"), (r"\bai\s+đặt\s+bàn\b", "who booked a table"),
    (r"^\s*(?P<when>[\w ]{3,20}?)\s+ai\s+(?:book|đặt)\b", r"who booked \g<when>"), (r"^\s*ai\s+(book|đặt)\b", "who booked"), (r"\s+ai\s+(?:book|đặt)\b", " who booked"),
    (rf"^\s*số\s+{_KIN}?\s*(?P<who>[A-Z][\w'-]*)(?:\s+[^,.?!]*?)?\s+(?:đâu|ở\s+đâu)\b", r"what's \g<who>'s number"),
    (rf"^\s*(?P<when>{_DAY})\s+{_ME}\s+có\s+lịch\s+gì\b", r"what do I have \g<when>"), (rf"\b{_ME}\s+có\s+lịch\s+gì\b", "what do I have"),
    (r"\bmình\s+còn\s+nợ\s+(\w+)\s+nào\s+bao\s+nhiêu\s+tiền\b", r"which \1s do we still owe money to, and how much"),
    (r"\bcòn\s+nợ\b", "still owe"), (r"\btổng(?:\s+cộng)?\s+bao\s+nhiêu\b", "what is the total"),
    (r"\bnấu\s+được\s+bao\s+nhiêu\s+tô\b", "makes how many bowls"), (r"\bmỗi\s+tô\b", "each bowl"),
    (r"\bxem\s+giá\s+(?P<what>[^,.?!]+?)\s+bao\s+nhiêu\b", r"to see how much the \g<what> costs"),
    (r"^\s*khách\s+hỏi\s+(?P<what>.+?)\s+có\s+(?P<has>.+?)\s+không\s*\?*\s*$", r"a customer asks: does \g<what> have \g<has>?"),
    # what is said to be done: "viết email cho X nói …", "gửi mail cho X", "đặt bàn cho X", "hủy bàn của X", "lưu số X"
    (r"\bviết\s+(?:e-?mail|mail|thư)\s+cho\b", "write an email to"), (r"\bgửi\s+(?:e-?mail|mail|thư)\s+cho\b", "send an email to"),
    (rf"\bđể\s+{_ME}\s+đọc\s+trước(?:,?\s+)?chưa\s+gửi\b", "let me read it first, don't send it yet"),
    (rf"\bđể\s+{_ME}\s+đọc\s+trước\b", "let me read it first"), (r"\bchưa\s+gửi\b|\bđừng\s+gửi\b", "don't send it yet"),
    (r"\bnói\s+(?:là\s+)?cái\s+(?P<what>[^,.?!]+?)\s+lại\s+(?:hỏng|hư)\s+rồi\b", r"saying the \g<what> is broken again"),
    (r"\bnói\s+(?:là\s+)?", "saying "), (r"\bquán\b", "the restaurant"),
    (r"\bthợ\s+sửa\s+(?P<what>máy\s+lạnh|điều\s+hòa|tủ\s+lạnh|bếp|ống\s+nước)",
     lambda m: "the " + _THINGS[" ".join(_plain(m.group("what")).split())] + " repair man"), (r"\bthợ\b", "the man"),
    (r"\bchuyển\s+(?P<what>[^,.?!]{2,40}?)\s+(?:qua|sang)\b", r"move \g<what> to"), (r"\bcuộc\s+họp\b", "the meeting"),
    (r"\blúc\s+(?=\d)", "at "), (r"\btìm\s+file\s+(?P<what>[\w ]+?)\s+(?=trên|on)", r"find the \g<what> file "),
    (r"\bcần\s+người\s+đến\s+sửa\b", "need someone to come and fix it"), (r"\b(?:hỏng|hư)\b", "broken"),
    (rf"\bnhắc(?:\s+{_KIN})?\s+(?P<when>(?:this\s+|next\s+)?{_DAY}(?:\s+\d[\w:]*)?)\s+", r"remind me \g<when> to "),
    (rf"\bnhắc\s+{_KIN}\b", "remind me to"), (r"\bnhắc\b", "remind me to"),
    (r"\bgọi\s+báo\s+(?:là\s+)?", "called to say "), (r"\bgọi\b", "call"), (r"\bhỏi\s+giá\s+(?P<what>[\w ]+?)\s+mới\b", r"to ask about the new \g<what> prices"),
    (r"\bxương\s+bò\b", "beef bone"), (r"\bhỏi\b", "ask"),
    (r"^\s*đặt\s+bàn\s+cho\s+(?:" + _KIN + r"\s+)?" + _NAME + r"\s*,?", r"new booking: \g<who>, "),  # "dat ban cho chi Huong Do thu 5 …"
    (r"^\s*đặt\s+bàn\s+cho\b", "book a table for"), (r"\bđặt\s+bàn\b", "book a table"),
    (r"\bhủy\s+bàn\s+của\s+" + _NAME, r"cancel \g<who>'s booking"), (r"^\s*bàn\s+của\s+" + _NAME + r"\s+(?P<when>[^,]*?)\s*đổi\s+(?:qua|sang)\b", r"move \g<who>'s table booking \g<when> to"),
    (r"\bbàn\s+của\s+" + _NAME, r"\g<who>'s table booking"), (r"\bxóa\b", "delete"),
    (r"\bđổi\s+(?:qua|sang)\b", "moved to"), (r"\bkhông\s+tới\s+được\b|\bkhông\s+đến\s+được\b", "can't come"),
    (rf"\b(?:em|tôi|mình)\s+nói\s+sao\s+với\s+{_KIN}\s+ấy\b", "what should I tell them"), (r"\bcô\s+ấy\b", "she"), (r"\banh\s+ấy\b", "he"),
    (r"\blưu\s+số\s+(?:điện\s+thoại\s+)?(?:của\s+)?" + _NAME, r"save new contact \g<who>"),
    (r"\s*\bphụ\s+bếp\s+mới\b", ", new kitchen assistant,"), (r"\bphụ\s+bếp\b", "kitchen assistant"),
    (r"\btạo\s+(doc|file|sheet|note|folder)\s+mới\b", r"create a new \1"), (r"\b(doc|file|sheet|note|folder)\s+mới\b", r"new \1"),
    (r"^\s*sheet\s+(?P<what>[\w ]+?)\s+(?P<when>(?:last|this)\s+\w+|today|yesterday)\s+what\s+is\s+the\s+total\b",
     r"the \g<what> sheet, what was the total \g<when>"),  # "sheet cash up thu 7 vua roi tong bao nhieu"
    (r"^\s*sheet\s+(?P<what>[\w ]+?)\s+(?=last|this|Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday|today|yesterday)",
     r"in the \g<what> sheet "),
    (r"\bmở\s+file\s+(?P<file>[^,]+?\.\w{2,4})\s+trên\s+(desktop|laptop)\b", r"open the file '\g<file>' on the \2"),
    (r"\bmở\s+file\b", "open the file"), (r"\btrên\s+(desktop|laptop|drive)\b", r"on the \1"),
    (r"\bthêm\s+vào\s+note\s+(?P<what>[^:]+?)\s*:", r"add to the '\g<what>' note:"), (r"\bthêm\s+vào\b", "add to"),
    (r"\b(?P<who>[A-Z][\w'-]*)\s+trả\s+tiền\s+rồi\b", r"\g<who> has been paid"), (r"\bchuyển\s+khoản\b", "bank transfer"),
    (r"\bquán\s+đóng\s+cửa\b", "the restaurant is closed"), (r"\bđóng\s+cửa\b", "closed"), (r"\bmở\s+lại\b", "open again"),
    (rf"\bgiúp\s+{_ME}\b", "for me"), (r"\bgiúp\b", "please"), (r"\bcảm\s+ơn\b", "thank you"),
    # things: "20 thùng bánh phở", "6 can nước mắm", "6 người", "sđt"
    (r"\b(\d+)\s+thùng\b", r"\1 boxes of"), (r"\b(\d+)\s+can\s+(?=nước)", r"\1 cans of "), (r"\bnước\s+mắm\b", "fish sauce"),
    (r"\b(\d+)\s+người\b", r"\1 people"), (r"\bsđt\b", "phone"), (r"\bbình\s+chữa\s+cháy\b", "the fire extinguishers"),
    (r"\bđặt\s+(?=\d)", "ordering "), (r"\bgiao\b", "delivery"), (r"\bvới\b", "and"), (r"\bđến\s+check\b", "coming to check"),
    (r"\bem\s+làm\b", "I made"), (r"\btrước\b", "before"), (r"\bsau\b", "after"), (r"\bcho\s+(?=[A-Z])", "for "),
    (r"\btìm\s+(?:cái|cuốn|tờ)\b", "find the"), (r"\btìm\b", "find"),
    (r"\bghi\s+lại\b", "make a note"), (r"\bxong\s+rồi\b", "is done"), (r"\bchưa\s+xài\b", "not used yet"),
    (r"\bmua\b", "bought"), (r"\bhủy\b", "cancel"), (r"\bbao\s+nhiêu\b", "how much"), (r"\btiếng\b", "hours"),
    (re.compile(r"\s*\b(?:vậy|nhé|nha|ạ|dạ|à|ơi)\b"), ""), (r"\s*\b(?:nha|nhé)\b", ""),  # "a", "da", "oi" typed plain are other words
    (r"\bem\s*(?=[?.!]|$)", ""), (r"\bcái\b", "the"),
]
_PHRASES = [(_either(p) if isinstance(p, str) else p, s) for p, s in _PHRASES_SAID]  # each read as typed or without its accents: "tuần trước", "tuan truoc"
# A list said after its colon stays as typed: "them vao note di cho: hanh la, 2 thung chanh, rau thom"
_SAID = re.compile(_either(r"\bthêm\s+vào\s+note\b[^:]{0,30}:\s*"))


def vietnamese(text: str) -> bool:
    """Whether ``text`` has a lower-case word only Vietnamese spells, or "bao nhiêu" (how much), or two words or phrases only
    Vietnamese typed without its accents has."""
    if any(_OWN_LETTERS.search(w) for w in re.findall(r"\b[^\W\d_A-Z][^\W\d_]*", text) if w[:1].islower()) \
            or re.search(r"\bbao\s+nhiêu\b", text):
        return True
    plain = {w for w in re.findall(r"\b[a-z]+\b", text)} & _OWN_PLAIN
    return len(plain) + sum(bool(p.search(text)) for p in _OWN_PHRASES) >= 2


def english(text: str) -> str:
    """``text`` with its Vietnamese words read as English when it is Vietnamese; unchanged otherwise."""
    if not vietnamese(text):
        return text
    said = _SAID.search(text)
    if said:
        return phrasebook.read(text[:said.end()], _PHRASES).rstrip(":") + ": " + text[said.end():]
    return phrasebook.read(text, _PHRASES)
