/// A pyatspi client (Debian's python3-pyatspi over libatspi): the real client side of AT-SPI.
///
/// Arguments: the application's name, a JSON list of operations, the find timeout in seconds.
/// Each operation names its target by accessibility identifier (`id`) or name (`name`):
/// `{"op": "action", "index": 0}` (Action.DoAction), `{"op": "setText", "text": …}`
/// (EditableText.SetTextContents), `{"op": "setValue", "value": …}` (Value.CurrentValue),
/// `{"op": "focus"}` (Component.GrabFocus), `{"op": "select", "index": i}` (Selection.SelectChild),
/// `{"op": "selectRow", "index": r}` (Table.AddRowSelection), `{"op": "clearSelection"}`,
/// `{"op": "selected"}` (the selected children's names), `{"op": "table"}` (NRows, NColumns, the
/// cell at row 0 by GetAccessibleAt and its TableCell position, every GetRowDescription, the
/// selected rows), `{"op": "matches", "roles": [n]}` (Collection.GetMatches on the application:
/// every object with one of the role numbers, as [role name, name]); a target is named by `id`,
/// `name` or `role` and searched depth first. With a fourth argument (an event type such as
/// `object:state-changed:checked`) it listens for those events during the operations and waits
/// (at most 10 s) until one came; a fifth, a process id, picks the application with that id among
/// several of the same name (and hears only its events). It prints one JSON line: every object
/// below every window, depth first (role,
/// name, id, states, screen extents, text, actions, value), the events heard, or an `error`.
enum ATSPIClientScript {
    static let source = #"""
import json, sys, time
import pyatspi
from gi.repository import Atspi

app_name, operations, timeout = sys.argv[1], json.loads(sys.argv[2]), float(sys.argv[3])
wanted = sys.argv[4] if len(sys.argv) > 4 else ""
pid = int(sys.argv[5]) if len(sys.argv) > 5 and sys.argv[5] else 0
events = []
STATES = {"checked": pyatspi.STATE_CHECKED, "focused": pyatspi.STATE_FOCUSED, "focusable": pyatspi.STATE_FOCUSABLE,
          "enabled": pyatspi.STATE_ENABLED, "sensitive": pyatspi.STATE_SENSITIVE, "selected": pyatspi.STATE_SELECTED,
          "showing": pyatspi.STATE_SHOWING, "visible": pyatspi.STATE_VISIBLE, "editable": pyatspi.STATE_EDITABLE,
          "active": pyatspi.STATE_ACTIVE, "checkable": pyatspi.STATE_CHECKABLE, "modal": pyatspi.STATE_MODAL}

def find_app():
    deadline = time.time() + timeout
    names = []
    while True:
        desktop = pyatspi.Registry.getDesktop(0)
        names = []
        for app in desktop:
            # Other tests' apps come and go on a shared bus: one that vanished mid-question is skipped.
            try:
                if app is None:
                    continue
                names.append(app.name)
                if app.name == app_name and (pid == 0 or app.get_process_id() == pid):
                    windows = [w for w in app if w is not None]
                    if windows and all(w.childCount > 0 for w in windows):
                        return app, names
            except Exception:
                continue
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

def descendants(node):
    for child in node:
        if child is None:
            continue
        child.clear_cache()
        yield child
        yield from descendants(child)

def target(app, operation):
    for element in (e for window in app for e in descendants(window)):
        if operation.get("id") and element.get_attributes().get("id") == operation["id"]:
            return element
        if operation.get("name") and element.name == operation["name"]:
            return element
        if operation.get("role") and element.getRoleName() == operation["role"]:
            return element
    raise SystemExit(json.dumps({"error": "no element for %s" % json.dumps(operation)}))

def read_table(element):
    table = element.queryTable()
    cell = table.getAccessibleAt(0, 0)
    rows = [table.getRowDescription(r) for r in range(table.nRows)]
    position = Atspi.TableCell.get_position(cell)[1:] if cell is not None else None
    return {"nRows": table.nRows, "nColumns": table.nColumns, "cell": cell.name if cell is not None else None,
            "cellRole": cell.getRoleName() if cell is not None else None, "rows": rows,
            "position": list(position) if position is not None else None,
            "selectedRows": list(table.getSelectedRows()), "children": element.childCount}

def matches(app, roles):
    rule = Atspi.MatchRule.new(Atspi.StateSet.new([]), Atspi.CollectionMatchType.ALL, {},
                               Atspi.CollectionMatchType.ALL, [Atspi.Role(r) for r in roles],
                               Atspi.CollectionMatchType.ANY, [], Atspi.CollectionMatchType.ALL, False)
    found = Atspi.Collection.get_matches(app, rule, Atspi.CollectionSortOrder.CANONICAL, 0, True)
    return [[m.getRoleName(), m.name] for m in found]

app, names = find_app()
if app is None:
    print(json.dumps({"error": "no application %r; applications: %s" % (app_name, names)}))
    sys.exit(0)
app.set_cache_mask(Atspi.Cache.NONE)
if wanted:
    def heard(event):
        if pid and (event.source is None or event.source.get_process_id() != pid):
            return
        text = event.any_data if isinstance(event.any_data, str) else ""
        events.append({"type": event.type, "source": event.source.name if event.source else "",
                       "detail1": event.detail1, "text": text})
    pyatspi.Registry.registerEventListener(heard, wanted)
results = []
for operation in operations:
    element = app if operation["op"] == "matches" else target(app, operation)
    if operation["op"] == "action":
        results.append(element.queryAction().doAction(operation.get("index", 0)))
    elif operation["op"] == "setText":
        results.append(element.queryEditableText().setTextContents(operation["text"]))
    elif operation["op"] == "setValue":
        element.queryValue().currentValue = operation["value"]
        results.append(True)
    elif operation["op"] == "focus":
        results.append(element.queryComponent().grabFocus())
    elif operation["op"] == "select":
        results.append(element.querySelection().selectChild(operation.get("index", 0)))
    elif operation["op"] == "selectRow":
        results.append(element.queryTable().addRowSelection(operation.get("index", 0)))
    elif operation["op"] == "clearSelection":
        results.append(element.querySelection().clearSelection())
    elif operation["op"] == "selected":
        selection = element.querySelection()
        results.append([selection.getSelectedChild(i).name for i in range(selection.nSelectedChildren)])
    elif operation["op"] == "table":
        results.append(read_table(element))
    elif operation["op"] == "matches":
        results.append(matches(app, operation["roles"]))
if wanted:
    from gi.repository import GLib
    context, deadline = GLib.MainContext.default(), time.time() + 10
    while time.time() < deadline and not any(e["type"].startswith(wanted) for e in events):
        context.iteration(False)
        time.sleep(0.01)
    # The rest of the burst the app sent in the same turn (another child's state, say).
    settle = time.time() + 0.3
    while time.time() < settle:
        context.iteration(False)
        time.sleep(0.01)
windows = [w for w in app]
print(json.dumps({"windows": [w.name for w in windows], "results": results, "events": events,
                  "elements": [describe(e) for w in windows for e in descendants(w)]}))
"""#
}
