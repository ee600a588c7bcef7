"""How a request speaks of to-dos and the user's lists, for the catalog search's rewrites (implied.py): these words
say Google Tasks is meant ("add to my list - ring british gas", "mark 'book campsite' as done"), not a calendar,
a note or a send-as address."""

from __future__ import annotations

import re

# "Mark 'pay electric bill' as done", "check off the laundry": a to-do's state.
DONE = re.compile(r"^\s*(?:mark|check\s+off|tick\s+off)\b.*?(?:\b(?:as\s+)?(?:done|complete|completed|finished)\b|\boff\b)"
                  r"|^\s*(?:please\s+)?(?:tick|cross)\s+(?!(?:it|that|this|them)\b)[\w' -]{1,40}?\s+off\s+(?:my|me|the|our)\s+(?:to-?do\s+)?list\b"  # "tick
                  # car tax off me list, done it"
                  r"|\bmark\s+as\s+done\b"
                  r"|^\s*check\s+off\b", re.I)
TICK_OFF = re.compile(r"\b(?:tick|check|cross)(?:ed)?\s+(?:(?:that|it|this)\s+(?:one\s+)?)?off\b|\btick\s+(?:it|that|this)(?:\s+one)?(?=\s*[.!,]|\s*$)",
                      re.I)  # "tick that one off", "the call gas engineer thing in my to do, done already, tick it la"
LEFT_ON_MY_LIST = re.compile(r"^\s*what(?:'?s|\s+was|\s+is)?\s+(?:still\s+(?:left\s+|remaining\s+|outstanding\s+|undone\s+)?|(?:left|remaining|outstanding|undone)\s+)?on\s+my\s+list\b"
                             r"|^\s*(?:please\s+)?(?:tell\s+me\s+)?what\s+(?:remains|is\s+left|'?s\s+left)\s+(?:up)?on\s+my\s+list\b"  # "Pray remind me
                             # what remains upon my list of things to be done."
                             r"|^\s*my\s+(?:to-?do\s+)?list\b[^?]{0,20}[.,]\s*what'?s\s+(?:left|still\s+(?:left|on))\W*$",  # "My list. Jobs. What's left"
                             re.I)  # "whats still on my list for this week?", "whats on me list"
# "add milk to my Groceries list", "what's still open on my Sprint task list": a to-do list by its name.
ON_MY_LIST = re.compile(r"(?:\b(left|open|remaining|outstanding|pending|unfinished|undone|due|on)\s+(?:on|in|from)?\s*"
                        r"|^\s*(?:please\s+)?(?:add|put|stick|pop)\s+.+?\s+(?:to|on|onto)\s+)(?:my|the|our)\s+"
                        r"(?!mailing\b|contact\b|guest\b|wish\b|play\b|to-?do\b|tasks?\b)[\w'-]+(?:\s+(?!list\b)[\w'-]+){0,2}?"
                        r"(?:\s+(?:task|to-?do))?\s+list\b", re.I)  # "my Launch prep list"
TO_MY_LIST = re.compile(r"^\s*(?:please\s+)?(?:add|put|stick|pop)\s+(?:.+?\s+)?(?:to|on|onto)\s+(?:the\s+(?:end|bottom)\s+of\s+)?(?:my|the)\s+"
                        r"(?:(?:to-?do\s+|jobs?\s+|tasks?\s+|chores?\s+|shopping\s+)?list|to[- ]?dos|tasks)\b"
                        r"|^\s*(?:please\s+)?(?:add|new|make|create|put)\s+(?:a\s+|an\s+)?(?:to[- ]?do|task)\s*[:-]", re.I)  # "add a to do: chase …"
OFF_MY_LIST = re.compile(r"\b(?:delete|remove|take|cross|strike)\b.*\b(?:from|off)\s+(?:my|the|our)\s+"
                         r"(?:(?!mailing\b|contacts?\b|guest\b|wish\b|play\b|shopping\b|email\b)(?:[\w'-]+\s+){0,2}list|tasks|to-?dos)\b",
                         re.I)  # "take the dentist one off my tasks"
DUE_CHANGED = re.compile(r"\b(?:task|to-?do|reminder)\b.{0,40}?\b(?:make|set|change|move|put)\s+(?:it|the\s+due\s+date)\s+(?:to\s+)?(?:be\s+)?due\b"
                         r"|\b(?:make|set)\s+(?:the\s+|my\s+|that\s+)(?:[\w'-]+\s+){1,6}(?:task|to-?do)\s+due\b", re.I)  # "that … task, make it due fri 4th"
ASKING_WHATS = re.compile(r"\s*(?:what'?s|what\s+is|whats|what\s+(?:do|have)\s+i\s+(?:got|have)|show|anything|how\s+much|how\s+many)\b",
                          re.I)
NEW_LIST = re.compile(r"\b(?:new|another|separate)\s+(?:(?:to-?do\s+|task\s+)list\b|list\s+(?:called|named)\b)", re.I)  # "start me a new list called X"
TODO_LABEL = re.compile(r"^\s*(?:to[- ]?do|task|reminder|jobs?)\s*[:-]", re.I)  # "todo: get smoke alarm batteries by friday"
CLEAR_DONE = re.compile(r"\b(?:clear|get\s+rid\s+of)\s+(?:out\s+|away\s+)?(?:all\s+)?(?:of\s+)?(?:the\s+|my\s+)?(?:ticked[- ]off|checked[- ]off"
                        r"|crossed[- ]off|completed|done|finished)\s+(?:tasks|to-?dos|items|ones|stuff|things|bits)\b", re.I)
