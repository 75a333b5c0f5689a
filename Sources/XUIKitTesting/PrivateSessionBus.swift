import Foundation

/// A private bus for one test, with no service activation: `dbus-daemon --session` reads the
/// system's session configuration, whose service directories would let a call to a name nobody
/// owns start the machine's real service (xdg-desktop-portal, say, which the GTK stack recommends).
/// A test that runs a fake service, or none ("no portal"), would then race the real one starting
/// up. This configuration has the session bus's policy and nothing to activate. `PrivateDesktop`'s
/// accessibility bus is one; so is the session bus of a test that runs a fake portal or
/// notification daemon on it.
public enum PrivateSessionBus {
    /// `dbus-daemon` arguments for a bus configured by a file written into `directory` (which
    /// must exist); the daemon prints its address as the first line of its standard output.
    public static func arguments(in directory: String) throws -> [String] {
        let path = directory + "/session-bus.conf"
        let configuration = """
            <!DOCTYPE busconfig PUBLIC "-//freedesktop//DTD D-Bus Bus Configuration 1.0//EN"
             "http://www.freedesktop.org/standards/dbus/1.0/busconfig.dtd">
            <busconfig>
              <type>session</type>
              <keep_umask/>
              <listen>unix:tmpdir=/tmp</listen>
              <auth>EXTERNAL</auth>
              <policy context="default">
                <allow send_destination="*" eavesdrop="true"/>
                <allow eavesdrop="true"/>
                <allow own="*"/>
              </policy>
            </busconfig>
            """
        try Data(configuration.utf8).write(to: URL(fileURLWithPath: path))
        return ["--config-file=\(path)", "--nofork", "--print-address=1"]
    }
}
