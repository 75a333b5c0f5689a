import XUIKit

// The entry point as iOS apps that start from main.swift write it (R19.12): UIApplicationMain makes
// the delegate class it is named and runs the app, as `@main` on that class would.
UIApplicationMain(CommandLine.argc, CommandLine.unsafeArgv, nil, NSStringFromClass(AppDelegate.self))
