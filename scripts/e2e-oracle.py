#!/usr/bin/env python3
"""An independent oracle for the end-to-end suite: computes from the fixtures what `sales` must print.

  e2e-oracle.py FIXTURES products [CODE [RATE]] -> JSON [{"id","name","sales_count","revenue",
                                            "revenue_is_complete","currency"}] in reading order; revenue
                                            in CODE (default USD) solved from the fixtures' rates, or,
                                            with RATE, through USD with one USD worth RATE of CODE
  e2e-oracle.py FIXTURES revenue CODE    -> every sale's revenue in CODE, rounded half-even to cents
  e2e-oracle.py FIXTURES convert AMOUNT FROM TO -> "TO 1.10": rounded half-even to TO's minor units
  e2e-oracle.py FIXTURES total PRODUCT   -> the product's total in USD, rounded half-even to cents
  e2e-oracle.py FIXTURES newest PRODUCT  -> the product's newest sale as a screen shows it, one field a
                                            line: UTC date ("2 Sep 2024 23:12"), amount ("INR 299,527.56"),
                                            USD ("3,567.50"); then the total with thousands separators
  e2e-oracle.py FIXTURES months TZ       -> JSON {"YYYY-MM": sales} of every sale's month in TZ, as the
                                            C library reads TZ (GNU date, one process)
  e2e-oracle.py FIXTURES local-dates TZ  -> "ok" when every sale of the product JSON on stdin has the
                                            local_date GNU date gives its date in TZ, else the first
                                            that does not

Rates are solved here with Python's decimal module (breadth-first from the target, an edge usable
backwards as 1/rate), independently of the Swift code under test.
"""
import datetime
import decimal
import json
import os
import subprocess
import sys
from collections import deque

decimal.getcontext().prec = 50


def load(folder, name):
    with open(f"{folder}/{name}") as handle:
        return json.load(handle, parse_float=decimal.Decimal, parse_int=decimal.Decimal)


MINOR_UNITS = {"JPY": 0, "KRW": 0, "CLP": 0, "ISK": 0, "BHD": 3, "KWD": 3, "JOD": 3, "OMR": 3, "TND": 3}


def rates_to_usd(pairs):
    return rates_to(pairs, "USD")


def rates_to(pairs, target):
    edges = {}
    for pair in pairs:
        edges.setdefault(pair["from"], []).append((pair["to"], pair["rate"]))          # from -> to: × rate
        edges.setdefault(pair["to"], []).append((pair["from"], 1 / pair["rate"]))      # to -> from: ÷ rate
    solved = {target: decimal.Decimal(1)}
    queue = deque([target])
    while queue:
        current = queue.popleft()
        for neighbour, factor in edges.get(current, []):
            if neighbour not in solved:
                # factor converts current -> neighbour; one neighbour is worth rate(current) / factor.
                solved[neighbour] = solved[current] / factor
                queue.append(neighbour)
    return solved


def main():
    folder, command = sys.argv[1], sys.argv[2]
    products = load(folder, "products.json")
    sales = load(folder, "sales.json")
    if command == "products":
        code = sys.argv[3] if len(sys.argv) > 3 else "USD"
        if len(sys.argv) > 4:
            usd_rate = decimal.Decimal(sys.argv[4])
            rates = rates_to_usd(load(folder, "rates.json"))
        else:
            usd_rate = decimal.Decimal(1)
            rates = rates_to(load(folder, "rates.json"), code)
        counts, sums = {}, {}
        for sale in sales:
            counts[sale["product_id"]] = counts.get(sale["product_id"], 0) + 1
            sums[sale["product_id"]] = sums.get(sale["product_id"], 0) + decimal.Decimal(sale["amount"]) * rates[sale["currency_code"]]
        rows = [
            {"id": p["id"], "name": p["name"], "sales_count": counts.get(p["id"], 0),
             "revenue": str(cents(sums.get(p["id"], decimal.Decimal(0)) * usd_rate)), "revenue_is_complete": True,
             "currency": code}
            for p in products
        ]
        rows.sort(key=lambda row: (row["name"].casefold(), row["name"], row["id"]))
        print(json.dumps(rows))
    elif command == "revenue":
        rates = rates_to(load(folder, "rates.json"), sys.argv[3])
        print(cents(sum(decimal.Decimal(s["amount"]) * rates[s["currency_code"]] for s in sales)))
    elif command == "convert":
        amount, source, target = decimal.Decimal(sys.argv[3]), sys.argv[4], sys.argv[5]
        rate = rates_to(load(folder, "rates.json"), target)[source]
        digits = MINOR_UNITS.get(target, 2)
        unit = decimal.Decimal(1).scaleb(-digits)
        print(f"{target} {(amount * rate).quantize(unit, rounding=decimal.ROUND_HALF_EVEN):,}")
    elif command == "total":
        name = sys.argv[3]
        product = next(p for p in products if p["name"] == name)
        rates = rates_to_usd(load(folder, "rates.json"))
        total = sum(decimal.Decimal(s["amount"]) * rates[s["currency_code"]] for s in sales if s["product_id"] == product["id"])
        print(cents(total))
    elif command == "newest":
        name = sys.argv[3]
        product = next(p for p in products if p["name"] == name)
        rates = rates_to_usd(load(folder, "rates.json"))
        mine = [s for s in sales if s["product_id"] == product["id"]]
        newest = max(mine, key=lambda s: s["date"])
        when = datetime.datetime.fromisoformat(newest["date"].replace("Z", "+00:00")).astimezone(datetime.timezone.utc)
        print(f"{when.day} {when.strftime('%b %Y %H:%M')}")
        print(f"{newest['currency_code']} {decimal.Decimal(newest['amount']):,}")
        print(f"{cents(decimal.Decimal(newest['amount']) * rates[newest['currency_code']]):,}")
        print(f"{cents(sum(decimal.Decimal(s['amount']) * rates[s['currency_code']] for s in mine)):,}")
    elif command == "months":
        counts = {}
        for local in local_times(sys.argv[3], [s["date"] for s in sales]):
            counts[local[:7]] = counts.get(local[:7], 0) + 1
        print(json.dumps(counts, sort_keys=True))
    elif command == "local-dates":
        shown = json.load(sys.stdin)["sales"]
        expected = local_times(sys.argv[3], [s["date"] for s in shown])
        for sale, local in zip(shown, expected):
            mine = sale["local_date"]
            if mine[:23] != local[:23] or offset_seconds(mine[23:]) != offset_seconds(local[23:]):
                print(f"{sale['date']}: {mine}, date: {local}")
                return
        print("ok" if len(expected) == len(shown) > 0 else "no sales")


def local_times(tz, instants):
    """Each instant's local time in TZ as GNU date writes it: 2024-09-03T02:00:35.186-05:00:00."""
    result = subprocess.run(
        ["date", "-f", "-", "+%Y-%m-%dT%H:%M:%S.%3N%::z"], input="\n".join(instants) + "\n",
        capture_output=True, text=True, check=True, env=dict(os.environ, TZ=tz, LC_ALL="C"))
    return result.stdout.split()


def offset_seconds(text):
    """+05:45, -04:56:02, Z → seconds east."""
    if text == "Z":
        return 0
    sign = -1 if text[0] == "-" else 1
    fields = [int(field) for field in text[1:].split(":")] + [0, 0]
    return sign * (fields[0] * 3600 + fields[1] * 60 + fields[2])


def cents(amount):
    return amount.quantize(decimal.Decimal("0.01"), rounding=decimal.ROUND_HALF_EVEN)


if __name__ == "__main__":
    main()
