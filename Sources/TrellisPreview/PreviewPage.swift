import Trellis

/// One self-contained HTML page showing a screen in a phone-sized frame: inline CSS, no script
/// unless one is given, no network and no external assets, so it opens offline.
@MainActor
public enum PreviewPage {
    /// The page for what `host` shows now. `script` is inlined at the end (the live preview's).
    public static func html(for host: ViewHost, title: String, script: String? = nil) -> String {
        page(screen: screen(for: host), title: title, script: script)
    }

    /// The phone's screen alone, which the live preview swaps in after each interaction.
    public static func screen(for host: ViewHost) -> String {
        screen(for: host.snapshot())
    }

    public static func screen(for views: [RenderedView]) -> String {
        var renderer = ScreenRenderer()
        let content = renderer.render(views, in: .vertical)
        let statusBar = element("div", classes: ["status-bar"], inner: element("span", inner: "9:41") + element("span", classes: ["status-icons"], inner: "●●● ▮"))
        let body = element("div", classes: ["screen-content", "col"], inner: content)
        return element("div", classes: ["screen"], attributes: [("id", "screen")], inner: statusBar + body + renderer.overlays.joined() + element("div", classes: ["home-indicator"]))
    }

    /// A page around a screen, or around a message (the live preview's diagnostics).
    public static func page(screen: String, title: String, script: String? = nil) -> String {
        var html = "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n"
        html += "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n"
        html += "<title>\(escape(title))</title>\n<style>\n\(stylesheet)</style>\n</head>\n<body>\n"
        html += "<div class=\"phone\" data-view=\"\(escape(title))\">\n\(screen)\n</div>\n"
        if let script { html += "<script>\n\(script)\n</script>\n" }
        html += "</body>\n</html>\n"
        return html
    }

    /// iOS's defaults, light appearance, on a 390 × 844 point screen (an iPhone 14's).
    public static let stylesheet = """
    :root { --tint: #007aff; --font: -apple-system, BlinkMacSystemFont, "SF Pro Text", "Helvetica Neue", "Segoe UI", Roboto, Arial, sans-serif; --separator: rgba(60, 60, 67, 0.29); --grouped: #f2f2f7; }
    * { box-sizing: border-box; }
    body { margin: 0; padding: 24px; background: #e5e5ea; font-family: var(--font); display: flex; justify-content: center; }
    .phone { width: 414px; height: 868px; padding: 12px; border-radius: 56px; background: #1c1c1e; box-shadow: 0 20px 60px rgba(0, 0, 0, 0.25); flex-shrink: 0; }
    .screen { position: relative; width: 390px; height: 844px; border-radius: 44px; overflow: hidden; background: #ffffff; color: #000000; font-size: 17px; line-height: 22px; display: flex; flex-direction: column; }
    .status-bar { height: 47px; flex-shrink: 0; display: flex; justify-content: space-between; align-items: center; padding: 14px 32px 0 42px; font-weight: 600; font-size: 16px; }
    .status-icons { font-size: 11px; letter-spacing: 1px; }
    .home-indicator { position: absolute; bottom: 8px; left: 50%; transform: translateX(-50%); width: 134px; height: 5px; border-radius: 3px; background: #000000; z-index: 10; }
    .screen-content { flex: 1 1 auto; min-height: 0; padding-bottom: 34px; justify-content: center; }
    .col { display: flex; flex-direction: column; align-items: center; min-width: 0; }
    .row { display: flex; flex-direction: row; align-items: center; min-width: 0; }
    .z, .grid { display: grid; }
    .z > * { grid-area: 1 / 1; }
    .grid { gap: 8px; align-self: stretch; }
    .col > .gv, .axis-v > .gv, .screen-content > .gv { flex: 1 1 auto; }
    .col > .gh, .axis-v > .gh { align-self: stretch; }
    .row > .gh, .axis-h > .gh { flex: 1 1 auto; }
    .row > .gv, .axis-h > .gv { align-self: stretch; }
    .z > .gh, .axis-z > .gh { justify-self: stretch; }
    .z > .gv, .axis-z > .gv { align-self: stretch; }
    .inherit { display: contents; }
    .line-limit .text { display: -webkit-box; -webkit-box-orient: vertical; -webkit-line-clamp: var(--line-limit); overflow: hidden; }
    .leading { align-items: flex-start; }
    .box { flex-shrink: 0; }
    .spacer { flex: 1 1 0; min-width: 8px; min-height: 8px; }
    .divider { background: var(--separator); min-height: 1px; min-width: 1px; }
    .text { white-space: pre-wrap; overflow-wrap: anywhere; }
    .fill, .shape { min-width: 10px; min-height: 10px; }
    .shape { color: #000000; }
    .symbol { display: inline-flex; align-items: center; justify-content: center; min-width: 1.2em; color: inherit; }
    .unknown-symbol { font-size: 9px; line-height: 11px; border: 1px dashed currentColor; border-radius: 4px; padding: 1px 3px; opacity: 0.7; }
    .asset { width: 100px; height: 100px; border-radius: 8px; background: repeating-linear-gradient(45deg, #e5e5ea, #e5e5ea 8px, #d1d1d6 8px, #d1d1d6 16px); display: flex; align-items: flex-end; justify-content: center; font-size: 11px; color: #3c3c43; }
    .asset.small { width: 22px; height: 22px; }
    .label { display: inline-flex; align-items: center; gap: 8px; }
    button { font: inherit; color: inherit; background: none; border: none; padding: 0; margin: 0; cursor: pointer; text-align: inherit; }
    button:disabled { color: rgba(60, 60, 67, 0.3) !important; cursor: default; }
    .button { color: var(--tint); display: inline-flex; align-items: center; gap: 6px; }
    .button.destructive { color: #ff3b30; }
    .buttonStyle-bordered .button { background: rgba(120, 120, 128, 0.12); padding: 7px 14px; border-radius: 8px; }
    .buttonStyle-borderedProminent .button { background: var(--tint); color: #ffffff; padding: 7px 14px; border-radius: 8px; font-weight: 600; }
    .buttonStyle-plain .button { color: inherit; }
    .link { display: flex; flex-direction: row; align-items: center; gap: 8px; color: inherit; align-self: stretch; text-align: left; }
    .link-title > .gh { flex: 1 1 auto; }
    .link-title { flex: 1 1 auto; }
    .chevron { color: rgba(60, 60, 67, 0.3); font-size: 22px; font-weight: 500; }
    .control-row { display: flex; align-items: center; gap: 8px; min-height: 31px; }
    .control-title { flex: 1 1 auto; }
    .switch { width: 51px; height: 31px; border-radius: 16px; background: rgba(120, 120, 128, 0.16); position: relative; flex-shrink: 0; transition: background 0.2s; }
    .switch.on { background: #34c759; }
    .switch .knob { position: absolute; top: 2px; left: 2px; width: 27px; height: 27px; border-radius: 50%; background: #ffffff; box-shadow: 0 3px 8px rgba(0, 0, 0, 0.15); transition: left 0.2s; }
    .switch.on .knob { left: 22px; }
    .field { font: inherit; border: none; outline: none; background: transparent; padding: 0; min-width: 60px; color: inherit; }
    .screen-content > .field, .col > .field, .textFieldStyle-roundedBorder .field { border: 1px solid rgba(60, 60, 67, 0.18); border-radius: 6px; padding: 5px 8px; }
    .cell .field { border: none; padding: 0; }
    .editor { font: inherit; min-height: 120px; border: none; resize: none; }
    .slider { flex: 1 1 auto; accent-color: var(--tint); }
    .stepper { display: inline-flex; background: rgba(120, 120, 128, 0.12); border-radius: 8px; }
    .stepper-part { width: 47px; text-align: center; line-height: 32px; font-size: 20px; }
    .stepper-value, .picker-value, .date-value { color: rgba(60, 60, 67, 0.6); }
    .picker-value { color: var(--tint); }
    .date-value { background: rgba(120, 120, 128, 0.12); color: #000000; border-radius: 6px; padding: 6px 11px; }
    .progress-track { height: 4px; border-radius: 2px; background: rgba(120, 120, 128, 0.2); align-self: stretch; margin-top: 4px; }
    .progress-bar { height: 4px; border-radius: 2px; background: var(--tint); }
    .spinner { width: 20px; height: 20px; border-radius: 50%; border: 2.5px solid rgba(120, 120, 128, 0.25); border-top-color: #8e8e93; }
    .search { display: flex; align-items: center; gap: 6px; background: rgba(118, 118, 128, 0.12); border-radius: 10px; padding: 7px 8px; margin: 0 16px 8px; color: rgba(60, 60, 67, 0.6); }
    .search-input { font: inherit; border: none; outline: none; background: transparent; flex: 1 1 auto; }
    .list { background: var(--grouped); align-self: stretch; align-items: stretch; overflow-y: auto; padding: 0 0 16px; }
    .listStyle-plain .list { background: #ffffff; }
    .listStyle-plain .section-card { margin: 0; border-radius: 0; }
    .section { display: flex; flex-direction: column; margin-top: 18px; }
    .section-header { text-transform: uppercase; font-size: 13px; line-height: 18px; color: rgba(60, 60, 67, 0.6); padding: 0 36px 7px; display: flex; gap: 6px; }
    .section-footer { font-size: 13px; line-height: 18px; color: rgba(60, 60, 67, 0.6); padding: 7px 36px 0; display: flex; flex-direction: column; align-items: flex-start; }
    .section-card { margin: 0 16px; background: #ffffff; border-radius: 10px; overflow: hidden; }
    .cell { min-height: 44px; padding: 11px 16px; display: flex; flex-direction: column; align-items: stretch; justify-content: center; position: relative; }
    .cell > .row, .cell > .col { align-items: center; }
    .cell > .col { align-items: flex-start; }
    .cell > .text, .cell > .label { align-self: flex-start; }
    .cell + .cell::before { content: ""; position: absolute; top: 0; left: 16px; right: 0; height: 0.5px; background: var(--separator); }
    .cell > .button { align-self: flex-start; }
    .navigation { align-self: stretch; align-items: stretch; min-height: 0; }
    .nav-bar { flex-shrink: 0; }
    .nav-row { display: grid; grid-template-columns: 1fr auto 1fr; align-items: center; min-height: 44px; padding: 0 16px; }
    .nav-leading { display: flex; gap: 16px; align-items: center; justify-self: start; color: var(--tint); }
    .nav-trailing { display: flex; gap: 16px; align-items: center; justify-self: end; }
    .nav-back { color: var(--tint); display: flex; align-items: center; gap: 4px; margin-left: -8px; }
    .chevron-left { font-size: 30px; font-weight: 400; }
    .nav-inline-title { font-weight: 600; text-align: center; }
    .large-title { font-size: 34px; line-height: 41px; font-weight: 700; padding: 3px 16px 8px; }
    .nav-content { flex: 1 1 auto; min-height: 0; justify-content: center; }
    .bottom-bar { display: flex; justify-content: space-between; padding: 10px 16px; border-top: 0.5px solid var(--separator); background: #f9f9f9; }
    .tabview { align-self: stretch; align-items: stretch; min-height: 0; }
    .tab-content { flex: 1 1 auto; min-height: 0; align-items: stretch; justify-content: center; }
    .tab-content > .col:not(.gh) { align-self: center; }
    .tab-bar { display: flex; justify-content: space-around; border-top: 0.5px solid var(--separator); background: rgba(249, 249, 249, 0.94); padding: 6px 0 0; flex-shrink: 0; }
    .tab-item { display: flex; flex-direction: column; align-items: center; color: #999999; font-size: 10px; line-height: 12px; gap: 3px; min-width: 60px; }
    .tab-item.selected { color: var(--tint); }
    .tab-symbol { height: 26px; font-size: 22px; line-height: 26px; text-align: center; }
    .tab-icon { width: 26px; height: 26px; border-radius: 7px; border: 2px solid currentColor; font-size: 13px; line-height: 22px; font-weight: 600; text-align: center; }
    .groupbox { background: rgba(120, 120, 128, 0.12); border-radius: 10px; padding: 16px; align-items: flex-start; gap: 8px; }
    .groupbox-title { font-weight: 600; }
    .generic { align-items: flex-start; }
    .generic-line { font-size: 13px; color: rgba(60, 60, 67, 0.6); }
    .decoration { align-self: stretch; justify-self: stretch; }
    .overlay { position: absolute; inset: 0; z-index: 5; display: flex; }
    .sheet-backdrop { background: rgba(0, 0, 0, 0.4); padding-top: 59px; }
    .sheet, .cover { flex: 1 1 auto; background: #ffffff; align-items: stretch; overflow: hidden; }
    .sheet { border-radius: 12px 12px 0 0; }
    .cover { margin-top: -59px; padding-top: 47px; }
    .grabber { width: 36px; height: 5px; border-radius: 3px; background: rgba(60, 60, 67, 0.3); margin: 5px auto 0; cursor: pointer; flex-shrink: 0; }
    .sheet-content { flex: 1 1 auto; min-height: 0; justify-content: center; padding-bottom: 34px; }
    .centered { background: rgba(0, 0, 0, 0.2); align-items: center; justify-content: center; }
    .alert { width: 270px; background: rgba(242, 242, 242, 0.97); border-radius: 14px; text-align: center; overflow: hidden; }
    .dialog-text { padding: 19px 16px; display: flex; flex-direction: column; gap: 2px; align-items: center; }
    .dialog-title { font-weight: 600; }
    .dialog-message { font-size: 13px; line-height: 18px; }
    .dialog-buttons.side-by-side { display: grid; grid-template-columns: 1fr 1fr; }
    .dialog-buttons.stacked { display: flex; flex-direction: column; }
    .dialog-button { color: var(--tint); min-height: 44px; text-align: center; border-top: 0.5px solid var(--separator); }
    .side-by-side .dialog-button + .dialog-button { border-left: 0.5px solid var(--separator); }
    .dialog-button.cancel { font-weight: 600; }
    .dialog-button.destructive { color: #ff3b30; }
    .bottom { background: rgba(0, 0, 0, 0.2); align-items: flex-end; padding: 8px 8px 34px; }
    .dialog { flex: 1 1 auto; background: rgba(242, 242, 242, 0.97); border-radius: 14px; text-align: center; overflow: hidden; }
    .dialog .dialog-title { font-size: 13px; color: rgba(60, 60, 67, 0.6); font-weight: 600; }
    .dialog .dialog-button { font-size: 20px; min-height: 57px; }
    .diagnostics { padding: 24px; color: #1c1c1e; font-size: 13px; line-height: 18px; overflow: auto; align-self: stretch; }
    .diagnostics h1 { font-size: 17px; color: #ff3b30; margin: 0 0 12px; }
    .diagnostics pre { white-space: pre-wrap; font-family: ui-monospace, "SF Mono", Menlo, monospace; font-size: 11px; }

    """
}
