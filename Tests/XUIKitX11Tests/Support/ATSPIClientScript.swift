/// A pyatspi client (Debian's python3-pyatspi over libatspi): the real client side of AT-SPI.
///
/// Arguments: the application's name, a JSON list of operations, the find timeout in seconds.
/// Each operation names its target by accessibility identifier (`id`) or name (`name`):
/// `{"op": "action", "index": 0}` (Action.DoAction), `{"op": "setText", "text": …}`
/// (EditableText.SetTextContents), `{"op": "setValue", "value": …}` (Value.CurrentValue),
/// `{"op": "focus"}` (Component.GrabFocus). With a fourth argument (an event type such as
/// `object:state-changed:checked`) it listens for those events during the operations and waits
/// (at most 10 s) until one came. It prints one JSON line: every element of every window (role,
/// name, id, states, screen extents, text, actions, value), the events heard, or an `error`.
enum ATSPIClientScript {
    static let source = #"""
import json, sys, time
import pyatspi
from gi.repository import Atspi

app_name, operations, timeout = sys.argv[1], json.loads(sys.argv[2]), float(sys.argv[3])
wanted = sys.argv[4] if len(sys.argv) > 4 else ""
events = []
STATES = {"checked": pyatspi.STATE_CHECKED, "focused": pyatspi.STATE_FOCUSED, "focusable": pyatspi.STATE_FOCUSABLE,
          "enabled": pyatspi.STATE_ENABLED, "sensitive": pyatspi.STATE_SENSITIVE, "selected": pyatspi.STATE_SELECTED,
          "showing": pyatspi.STATE_SHOWING, "visible": pyatspi.STATE_VISIBLE, "editable": pyatspi.STATE_EDITABLE,
          "active": pyatspi.STATE_ACTIVE}

def find_app():
    deadline = time.time() + timeout
    names = []
    while True:
        desktop = pyatspi.Registry.getDesktop(0)
        names = [a.name for a in desktop if a is not None]
        for app in desktop:
            if app is not None and app.name == app_name:
                windows = [w for w in app if w is not None]
                if windows and all(w.childCount > 0 for w in windows):
                    return app, names
        if time.time() > deadline:
            return None, names
        time.sleep(0.05)

def describe(element):
    element.clear_cache()
    interfaces = element.get_interfaces()
    box = element.queryComponent().getExtents(pyatspi.DESKTOP_COORDS)
    state = element.getState()
    result = {"role": element.getRoleName(), "name": element.name,
              "id": element.get_attributes().get("id", ""),
              "states": [name for name, value in STATES.items() if state.contains(value)],
              "extents": [box.x, box.y, box.width, box.height]}
    if "Text" in interfaces:
        result["text"] = element.queryText().getText(0, -1)
    if "Action" in interfaces:
        action = element.queryAction()
        result["actions"] = [action.getName(i) for i in range(action.nActions)]
    if "Value" in interfaces:
        result["value"] = element.queryValue().currentValue
    return result

def target(app, operation):
    for window in app:
        for element in window:
            element.clear_cache()
            if operation.get("id") and element.get_attributes().get("id") == operation["id"]:
                return element
            if operation.get("name") and element.name == operation["name"]:
                return element
    raise SystemExit(json.dumps({"error": "no element for %s" % json.dumps(operation)}))

app, names = find_app()
if app is None:
    print(json.dumps({"error": "no application %r; applications: %s" % (app_name, names)}))
    sys.exit(0)
app.set_cache_mask(Atspi.Cache.NONE)
if wanted:
    def heard(event):
        text = event.any_data if isinstance(event.any_data, str) else ""
        events.append({"type": event.type, "source": event.source.name if event.source else "",
                       "detail1": event.detail1, "text": text})
    pyatspi.Registry.registerEventListener(heard, wanted)
results = []
for operation in operations:
    element = target(app, operation)
    if operation["op"] == "action":
        results.append(element.queryAction().doAction(operation.get("index", 0)))
    elif operation["op"] == "setText":
        results.append(element.queryEditableText().setTextContents(operation["text"]))
    elif operation["op"] == "setValue":
        element.queryValue().currentValue = operation["value"]
        results.append(True)
    elif operation["op"] == "focus":
        results.append(element.queryComponent().grabFocus())
if wanted:
    from gi.repository import GLib
    context, deadline = GLib.MainContext.default(), time.time() + 10
    while time.time() < deadline and not any(e["type"].startswith(wanted) for e in events):
        context.iteration(False)
        time.sleep(0.01)
windows = [w for w in app]
print(json.dumps({"windows": [w.name for w in windows], "results": results, "events": events,
                  "elements": [describe(e) for w in windows for e in w]}))
"""#
}
