#!/usr/bin/env python3
"""An independent oracle for the end-to-end suite: computes from the fixtures what `sales` must print.

  e2e-oracle.py FIXTURES products        -> JSON [{"id","name","sales_count"}] in reading order
  e2e-oracle.py FIXTURES total PRODUCT   -> the product's total in USD, rounded half-even to cents

Rates are solved here with Python's decimal module (breadth-first from USD, an edge usable backwards
as 1/rate), independently of the Swift code under test.
"""
import decimal
import json
import sys
from collections import deque

decimal.getcontext().prec = 50


def load(folder, name):
    with open(f"{folder}/{name}") as handle:
        return json.load(handle, parse_float=decimal.Decimal, parse_int=decimal.Decimal)


def rates_to_usd(pairs):
    edges = {}
    for pair in pairs:
        edges.setdefault(pair["from"], []).append((pair["to"], pair["rate"]))          # from -> to: × rate
        edges.setdefault(pair["to"], []).append((pair["from"], 1 / pair["rate"]))      # to -> from: ÷ rate
    solved = {"USD": decimal.Decimal(1)}
    queue = deque(["USD"])
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
        counts = {}
        for sale in sales:
            counts[sale["product_id"]] = counts.get(sale["product_id"], 0) + 1
        rows = [{"id": p["id"], "name": p["name"], "sales_count": counts.get(p["id"], 0)} for p in products]
        rows.sort(key=lambda row: (row["name"].casefold(), row["name"], row["id"]))
        print(json.dumps(rows))
    elif command == "total":
        name = sys.argv[3]
        product = next(p for p in products if p["name"] == name)
        rates = rates_to_usd(load(folder, "rates.json"))
        total = sum(decimal.Decimal(s["amount"]) * rates[s["currency_code"]] for s in sales if s["product_id"] == product["id"])
        print(total.quantize(decimal.Decimal("0.01"), rounding=decimal.ROUND_HALF_EVEN))


if __name__ == "__main__":
    main()
