#!/bin/sh
# Drives `trellis lsp` from Neovim's built-in LSP client, headless: opens a screen with a
# misspelled view, waits for the diagnostic, asks for hover and definition, then fixes the name,
# adds Swift only swiftc rejects and saves, waits for the Swift pass's diagnostic, and quits (the
# client sends `shutdown` and `exit`). Needs `nvim` (0.10+; `apt-get install -y neovim`) and a built
# `trellis`: TRELLIS=.build/debug/trellis Tests/Editors/neovim-session.sh
set -eu
trellis=$(cd "$(dirname "${TRELLIS:-.build/debug/trellis}")" && pwd)/$(basename "${TRELLIS:-.build/debug/trellis}")
command -v nvim >/dev/null || { echo "nvim is not installed"; exit 2; }
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cat > "$work/Screen.xml" <<'XML'
<?xml version="1.0" encoding="UTF-8"?>
<trellis>
  <view name="Row">
    <binding name="isOn" type="Bool"/>
    <body>
      <Toggle title="On" isOn="{$isOn}"/>
    </body>
  </view>
  <view name="Screen">
    <state name="isOn" type="Bool" initial="false"/>
    <body>
      <VStak>
        <Row isOn="{$isOn}"/>
      </VStak>
    </body>
  </view>
</trellis>
XML
touch "$work/.git"
cat > "$work/init.lua" <<LUA
-- Written for Neovim 0.7 (Debian 12's) and later: start_client and on_attach rather than vim.lsp.start.
local out = {}
local function say(line) table.insert(out, line) end
local function session(client, buffer)
  vim.wait(20000, function() return #vim.diagnostic.get(buffer) > 0 end, 50)
  for _, d in ipairs(vim.diagnostic.get(buffer)) do
    say(string.format("diagnostic %d:%d %s %s", d.lnum + 1, d.col + 1, d.code or "", d.message))
  end
  local params = { textDocument = { uri = vim.uri_from_bufnr(buffer) }, position = { line = 9, character = 18 } }
  local hover = vim.lsp.buf_request_sync(buffer, "textDocument/hover", params, 10000)
  for _, reply in pairs(hover or {}) do
    if reply.result then say("hover " .. (reply.result.contents.value:gsub("\\n.*", ""))) end
  end
  params.position = { line = 12, character = 10 }
  local definition = vim.lsp.buf_request_sync(buffer, "textDocument/definition", params, 10000)
  for _, reply in pairs(definition or {}) do
    for _, location in ipairs(reply.result or {}) do
      say(string.format("definition %d:%d", location.range.start.line + 1, location.range.start.character + 1))
    end
  end
  -- Fix the view's name, add Swift that only swiftc rejects, and save: the Swift pass runs on save.
  vim.api.nvim_buf_set_lines(buffer, 11, 14, false, {
    '      <VStack>',
    '        <Row isOn="{\$isOn}"/>',
    '        <Button title="Go" action="let level: Int8 = 300; isOn = level > 0"/>',
    '      </VStack>',
  })
  vim.cmd("write")
  vim.wait(60000, function()
    for _, d in ipairs(vim.diagnostic.get(buffer)) do if d.code == "TRL300" then return true end end
    return false
  end, 100)
  for _, d in ipairs(vim.diagnostic.get(buffer)) do
    say(string.format("after save %d:%d %s %s", d.lnum + 1, d.col + 1, d.code or "", d.message))
  end
  vim.fn.writefile(out, "$work/result.txt")
  client.stop()
  vim.wait(5000, function() return client.is_stopped() end, 50)
  vim.cmd("qa!")
end
local id = vim.lsp.start_client({
  name = "trellis",
  cmd = { "$trellis", "lsp", "--debounce", "0" },
  root_dir = "$work",
  on_attach = function(client, buffer) vim.schedule(function() session(client, buffer) end) end,
})
vim.api.nvim_create_autocmd("BufEnter", {
  pattern = "*.xml",
  callback = function(event) vim.lsp.buf_attach_client(event.buf, id) end,
})
LUA
(cd "$work" && timeout 60 nvim --headless --clean -u "$work/init.lua" Screen.xml) || true
cat "$work/result.txt" 2>/dev/null || { echo "no result: the session did not complete"; exit 1; }
grep -q "diagnostic 12:7 TRL101 unknown view \`VStak\`; did you mean \`VStack\`" "$work/result.txt"
grep -q "hover \`\`\`swift" "$work/result.txt"
grep -q "definition 3:15" "$work/result.txt"
grep -q "after save 14:54 TRL300 integer literal \`300\` overflows when stored into \`Int8\`" "$work/result.txt"
echo "neovim session: ok"
