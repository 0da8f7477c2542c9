-- wrk's script for `make bench-team`: managers browsing through the front, each request with the
-- next manager's session cookie and the next of their pages (the products, one of their products,
-- the report, the products' CSV). SESSIONS names the file of `cookie<TAB>product id` lines
-- (scripts/team_load.py --sessions). A non-200 answer is counted, and printed at the end.
local sessions = {}
for line in io.lines(os.getenv("SESSIONS")) do
    local cookie, product = line:match("^([^\t]+)\t(.+)$")
    sessions[#sessions + 1] = { cookie = cookie, product = product }
end
local pages = { "/products", "/products/%s", "/reports", "/products.csv" }
turn = 0
failed = 0
offset = 0

function request()
    turn = turn + 1
    local manager = sessions[(turn + offset) % #sessions + 1]
    local path = pages[turn % #pages + 1]:format(manager.product)
    return wrk.format("GET", path, { Cookie = manager.cookie })
end

function response(status)
    if status ~= 200 then failed = failed + 1 end
end

local threads = {}
function setup(thread)
    thread:set("offset", #threads * 7)
    threads[#threads + 1] = thread
end

function done()
    local total = 0
    for _, thread in ipairs(threads) do total = total + thread:get("failed") end
    io.write(string.format("not 200: %d\n", total))
end
