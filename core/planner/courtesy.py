"""A request written as a courteous letter, read with its ask first: "Good morning. Mrs Eileen Lister very kindly handed me
her subscription …, £85 in cash. I should be most grateful if you would record it in the subscriptions spreadsheet. Many
thanks, Geoffrey" is "record it in the subscriptions spreadsheet: Mrs Eileen Lister very kindly handed me her subscription …".

The story told before the ask says what it is about, not what to do: its days and names ("at Saturday's coffee morning",
"Thursday the 3rd of December") made a diary entry of requests that asked for a spreadsheet row or a new document. The
greeting ("Good morning.", "Dear Steward,") and the sign-off ("Many thanks, Geoffrey") say nothing. Only a request whose
ask is said in one of the courteous forms ("I should be grateful if you would …", "Would you be so good as to …", "Would
you kindly …") is read so; the ask and the story stay as typed."""

from __future__ import annotations

import re

_ASK = re.compile(r"(?:^|(?<=[.!?,])\s+|(?<=\sso)\s+|(?<=\sand)\s+)(?:(?:and\s+)?I\s+(?:should|would)\s+be\s+(?:most\s+|very\s+|so\s+|much\s+)?(?:grateful|obliged)\s+if\s+you\s+"
                  r"(?:would|could)(?:\s+kindly)?(?:\s+be\s+(?:so\s+)?(?:good|kind)\s+(?:enough\s+)?(?:as\s+)?to)?|(?:would|could)\s+you\s+(?:(?:please\s+)?be\s+(?:so\s+)?(?:good|kind)\s+(?:enough\s+)?(?:as\s+)?to|kindly|please)"
                  r"|would\s+you\s+be\s+good\s+enough\s+to|I\s+wonder\s+(?:whether|if)\s+you\s+(?:would|could)(?:\s+kindly)?"
                  # asked after the story, as a newcomer asks: "… is a scam … Could you get rid of it for me please?", "… Is there a way for
                  # the computer to tell people I'm away if they write to me?", "… his number is 07700 900356. Could I keep it in the computer"
                  r"|(?<=[.!?]\s)(?:could|can|would)\s+you(?:\s+please)?(?=\s+(?:get\s+rid|delete|bin|remove|save|keep|send|move|share|cancel|let)\b)"
                  r"|(?<=[.!?]\s)is\s+there\s+a\s+way\s+(?:for\s+(?:the\s+computer|you|it)\s+to|(?:that\s+)?I\s+(?:can|could)|to)"
                  r"|(?<=[.!?]\s)could\s+I(?=\s+(?:keep|save|put|have)\b)"
                  r"(?:\s+be\s+(?:so\s+)?(?:good|kind)\s+(?:enough\s+)?(?:as\s+)?to)?)\s+"
                  r"(?P<ask>(?:[^.?!]|\.(?=\w))+)[.?!]?", re.I)  # a dot inside an address or a number ("helen.marsh@…", "£4.50") ends nothing
_GREETING = re.compile(r"^\s*(?:good\s+(?:morning|afternoon|evening)|dear\s+steward|hello|hullo)\s*[.,!]\s*(?:you\s+may\s+recall\s+that\s+)?", re.I)
_SIGN_OFF = re.compile(r"(?:[.!?]|^)\s*(?:(?:many|with)\s+thanks|thank\s+you(?:\s+(?:so|very)\s+much)?|kind(?:est)?\s+regards|yours\s+(?:sincerely|"
                       r"faithfully|truly|ever)|(?:with\s+)?every\s+good\s+wish(?:es)?|i\s+am\s+(?:most\s+|very\s+|so\s+)?grateful|blessings)?[.,!]?\s*"
                       r"(?:(?:(?-i:[A-Z])[a-z]+|(?-i:[A-Z])\.)\s*){0,2}[.!]?\s*$", re.I)  # "With every good wish, Canon Peter"


# A request written as a letter to the computer: "Dear Computer,⏎⏎Could you tell me please what I have arranged for next week? …
# ⏎⏎Yours sincerely,⏎Edna Whitaker": its salutation and its closing say nothing
_LETTER_OPENING = re.compile(r"^\s*dear\s+(?:computer|steward|assistant|helper|sir(?:\s+or\s+madam)?|madam)\s*[,.!:]?[ \t]*\n\s*", re.I)
_LETTER_CLOSING = re.compile(r"\n\s*(?:yours\s+(?:sincerely|faithfully|truly|ever)|kind(?:est)?\s+regards|best\s+wishes|(?:with\s+)?(?:many\s+)?thanks"
                             r"|thank\s+you(?:\s+(?:kindly|so\s+much|very\s+much))?|(?:with\s+)?(?:much\s+)?love|regards)\s*[,.!]?[ \t]*"
                             r"(?:\n[ \t]*[^\n]{1,40})?\s*$", re.I)


def unwrapped(text: str) -> str:
    """A request written as a letter to the computer without its salutation and closing, its paragraphs run on; any other
    request unchanged."""
    opening = _LETTER_OPENING.match(text)
    if not opening:
        return text
    body = _LETTER_CLOSING.sub("", text[opening.end():])
    return re.sub(r"[ \t]*\n\s*", " ", body).strip()


def ask_first(text: str) -> str:
    """``text`` with its courteous ask first and the story told before it after a colon; unchanged when nothing is told
    before the ask."""
    ask = _ASK.search(text)
    before = re.sub(r"\s+(?:so|and)$", "", _GREETING.sub("", text[:ask.start()]).strip()) if ask else ""  # "… she is unwell so would you
    # kindly cancel my appointment with her on wednesday"
    if not ask or not re.search(r"\w", before) or before.endswith(",") and not re.search(r"[.!?]\s", before) or len(re.findall(r"(?<!\w)'|'(?!\w)", ask.group("ask"))) % 2 \
            or ask.group("ask").count('"') % 2:  # nothing told before it, the same sentence ("In the December newsletter, would you
        return text  # please change …"), or a quotation that runs on past the sentence (a notice to add; "I'm" is no quotation)
    after = text[ask.end():]
    sign_off = _SIGN_OFF.search(after)
    if sign_off and sign_off.group(0).strip(" .!?"):
        after = after[:sign_off.start()]
    return f"{ask.group('ask').strip()}: {before.rstrip(' .')}. {after.strip()}".rstrip(" .") + "."
